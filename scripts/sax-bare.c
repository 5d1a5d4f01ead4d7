/* The floor for Tracker's Apple Health import: libxml2's SAX2 push parser with empty callbacks, fed
   from a file (or stdin) in 256 KiB chunks, the same options and encoding Tracker uses. Prints the
   element count so the work cannot be optimised away.
   Build: cc -O2 -o /tmp/sax-bare scripts/sax-bare.c $(pkg-config --cflags --libs libxml-2.0)
   Run:   /tmp/sax-bare export.xml      (or: unzip -p export.zip apple_health_export/export.xml | /tmp/sax-bare -) */
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <stdio.h>
#include <string.h>

static long elements;

static void start(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri, int nb_namespaces,
                  const xmlChar **namespaces, int nb_attributes, int nb_defaulted, const xmlChar **attributes) {
    (void)ctx; (void)localname; (void)prefix; (void)uri; (void)nb_namespaces; (void)namespaces;
    (void)nb_attributes; (void)nb_defaulted; (void)attributes;
    elements++;
}

static void end(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri) {
    (void)ctx; (void)localname; (void)prefix; (void)uri;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: sax-bare FILE|-\n"); return 2; }
    FILE *in = strcmp(argv[1], "-") == 0 ? stdin : fopen(argv[1], "rb");
    if (!in) { perror(argv[1]); return 1; }
    xmlSAXHandler sax;
    memset(&sax, 0, sizeof sax);
    sax.initialized = XML_SAX2_MAGIC;
    sax.startElementNs = start;
    sax.endElementNs = end;
    xmlParserCtxtPtr ctxt = xmlCreatePushParserCtxt(&sax, NULL, NULL, 0, NULL);
    xmlCtxtResetPush(ctxt, NULL, 0, NULL, "UTF-8");
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET | XML_PARSE_COMPACT);
    static char buffer[256 * 1024];
    size_t got;
    int status = 0;
    while (status == 0 && (got = fread(buffer, 1, sizeof buffer, in)) > 0) status = xmlParseChunk(ctxt, buffer, (int)got, 0);
    if (status == 0) status = xmlParseChunk(ctxt, NULL, 0, 1);
    printf("%ld elements, status %d\n", elements, status);
    xmlFreeParserCtxt(ctxt);
    return status == 0 ? 0 : 1;
}
