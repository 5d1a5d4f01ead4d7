#ifndef TRACKER_CLIBXML2_SHIM_H
#define TRACKER_CLIBXML2_SHIM_H

/* libxml2's reader and zlib, for streaming Apple Health exports. libxml2 is not linked and its headers
   are not needed: the few types and functions Tracker uses are declared here (libxml2's stable ABI,
   2.9 and later) and the functions are found with dlopen/dlsym on first use (see tracker_xml_load_named). */
typedef unsigned char xmlChar;
typedef struct _xmlTextReader *xmlTextReaderPtr;
typedef int (*xmlInputReadCallback)(void *context, char *buffer, int len);
typedef int (*xmlInputCloseCallback)(void *context);
typedef enum { XML_ERR_NONE = 0, XML_ERR_WARNING = 1, XML_ERR_ERROR = 2, XML_ERR_FATAL = 3 } xmlErrorLevel;
typedef struct _xmlError {
    int domain;
    int code;
    char *message;
    xmlErrorLevel level;
    char *file;
    int line;
    char *str1;
    char *str2;
    char *str3;
    int int1;
    int int2;
    void *ctxt;
    void *node;
} xmlError;
typedef xmlError *xmlErrorPtr;
typedef void (*xmlStructuredErrorFunc)(void *userData, xmlErrorPtr error);
typedef enum { XML_PARSE_RECOVER = 1 << 0, XML_PARSE_NONET = 1 << 11, XML_PARSE_COMPACT = 1 << 16 } xmlParserOption;

/* SAX2 push parsing (libxml2 2.9 and later). Only the callbacks Tracker sets are typed; the others
   stay NULL and keep their place in the struct. */
typedef struct _xmlParserCtxt *xmlParserCtxtPtr;
typedef void (*tracker_startElementNsFunc)(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                                           int nb_namespaces, const xmlChar **namespaces, int nb_attributes,
                                           int nb_defaulted, const xmlChar **attributes);
typedef void (*tracker_endElementNsFunc)(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri);
typedef struct {
    void *internalSubset, *isStandalone, *hasInternalSubset, *hasExternalSubset, *resolveEntity, *getEntity,
         *entityDecl, *notationDecl, *attributeDecl, *elementDecl, *unparsedEntityDecl, *setDocumentLocator,
         *startDocument, *endDocument, *startElement, *endElement, *reference, *characters, *ignorableWhitespace,
         *processingInstruction, *comment, *warning, *error, *fatalError, *getParameterEntity, *cdataBlock,
         *externalSubset;
    unsigned int initialized; /* TRACKER_SAX2_MAGIC */
    void *_private;
    tracker_startElementNsFunc startElementNs;
    tracker_endElementNsFunc endElementNs;
    xmlStructuredErrorFunc serror;
} tracker_sax_handler;
#define TRACKER_SAX2_MAGIC 0xDEEDBEAFu

#include <zlib.h>
#include <stdlib.h>
#include <string.h>

#include <dlfcn.h>

/* libxml2 is opened on first use, not linked: linking it loads ICU and liblzma at every start-up
   (2.8 MB of memory measured), though only an Apple Health import needs it. Each function Tracker
   calls goes through a pointer found with dlsym. tracker_xml_load_named() must succeed before any tk_ call
   (TrackerKit's LibXML2Library tries the known names). */
typedef struct {
    void *handle;
    xmlTextReaderPtr (*readerForIO)(xmlInputReadCallback, xmlInputCloseCallback, void *, const char *, const char *, int);
    void (*freeTextReader)(xmlTextReaderPtr);
    void (*setStructuredErrorHandler)(xmlTextReaderPtr, xmlStructuredErrorFunc, void *);
    int (*read)(xmlTextReaderPtr);
    int (*nodeType)(xmlTextReaderPtr);
    int (*depth)(xmlTextReaderPtr);
    int (*isEmptyElement)(xmlTextReaderPtr);
    int (*moveToElement)(xmlTextReaderPtr);
    int (*next)(xmlTextReaderPtr);
    int (*getParserLineNumber)(xmlTextReaderPtr);
    const xmlChar *(*constLocalName)(xmlTextReaderPtr);
    const xmlChar *(*constValue)(xmlTextReaderPtr);
    const xmlChar *(*constString)(xmlTextReaderPtr, const xmlChar *);
    int (*moveToAttribute)(xmlTextReaderPtr, const xmlChar *);
    xmlParserCtxtPtr (*createPushParserCtxt)(tracker_sax_handler *, void *, const char *, int, const char *);
    void *(*findEncodingHandler)(const char *);
    int (*switchToEncoding)(xmlParserCtxtPtr, void *);
    int (*ctxtUseOptions)(xmlParserCtxtPtr, int);
    int (*parseChunk)(xmlParserCtxtPtr, const char *, int, int);
    void (*stopParser)(xmlParserCtxtPtr);
    void (*freeParserCtxt)(xmlParserCtxtPtr);
    int (*saxLineNumber)(void *);
    void (*setGenericErrorFunc)(void *, void (*)(void *, const char *, ...));
} tracker_xml_api;

/* The process's one table, defined in Swift (TrackerKit's LibXML2Library.swift): Swift's importer emits
   this header's inline functions into every object file that calls them, so a static here would be one
   table per file, and a table filled by the loader would be empty for the parser. Each copy keeps the
   pointer, so a call costs one load. */
tracker_xml_api *tracker_xml_shared_table(void);
static inline tracker_xml_api *tracker_xml_table(void) {
    static tracker_xml_api *table;
    if (!table) table = tracker_xml_shared_table();
    return table;
}
#define tracker_xml (*tracker_xml_table())

/* The file names libxml2 has shipped under, in the order they are tried (NULL past the end): 2.9 to 2.13,
   then 2.14 and later (renamed for an ABI break in parts of the library Tracker does not use: the
   reader functions and xmlError here are unchanged). scripts/check-build-deps tries the same list. */
static inline const char *tracker_xml_soname(int index) {
    static const char *const names[] = { "libxml2.so.2", "libxml2.so.16" };
    return index >= 0 && index < (int)(sizeof names / sizeof names[0]) ? names[index] : NULL;
}

/* What trying one file name gave. */
enum { TRACKER_XML_LOADED = 0, TRACKER_XML_NOT_FOUND = 1, TRACKER_XML_INCOMPLETE = 2 };

/* Opens libxml2 under one file name; TRACKER_XML_LOADED when it is ready (then or before), and nothing
   else may be called until it is. TRACKER_XML_INCOMPLETE: the file opened but lacks a function. */
static inline int tracker_xml_load_named(const char *name) {
    if (tracker_xml.handle) return TRACKER_XML_LOADED;
    void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!handle) return TRACKER_XML_NOT_FOUND;
    tracker_xml_api api = { handle };
    *(void **)&api.readerForIO = dlsym(handle, "xmlReaderForIO");
    *(void **)&api.freeTextReader = dlsym(handle, "xmlFreeTextReader");
    *(void **)&api.setStructuredErrorHandler = dlsym(handle, "xmlTextReaderSetStructuredErrorHandler");
    *(void **)&api.read = dlsym(handle, "xmlTextReaderRead");
    *(void **)&api.nodeType = dlsym(handle, "xmlTextReaderNodeType");
    *(void **)&api.depth = dlsym(handle, "xmlTextReaderDepth");
    *(void **)&api.isEmptyElement = dlsym(handle, "xmlTextReaderIsEmptyElement");
    *(void **)&api.moveToElement = dlsym(handle, "xmlTextReaderMoveToElement");
    *(void **)&api.next = dlsym(handle, "xmlTextReaderNext");
    *(void **)&api.getParserLineNumber = dlsym(handle, "xmlTextReaderGetParserLineNumber");
    *(void **)&api.constLocalName = dlsym(handle, "xmlTextReaderConstLocalName");
    *(void **)&api.constValue = dlsym(handle, "xmlTextReaderConstValue");
    *(void **)&api.constString = dlsym(handle, "xmlTextReaderConstString");
    *(void **)&api.moveToAttribute = dlsym(handle, "xmlTextReaderMoveToAttribute");
    if (!api.readerForIO || !api.freeTextReader || !api.setStructuredErrorHandler || !api.read || !api.nodeType
        || !api.depth || !api.isEmptyElement || !api.moveToElement || !api.next || !api.getParserLineNumber
        || !api.constLocalName || !api.constValue || !api.constString || !api.moveToAttribute) {
        dlclose(handle);
        return TRACKER_XML_INCOMPLETE;
    }
    *(void **)&api.createPushParserCtxt = dlsym(handle, "xmlCreatePushParserCtxt");
    *(void **)&api.findEncodingHandler = dlsym(handle, "xmlFindCharEncodingHandler");
    *(void **)&api.switchToEncoding = dlsym(handle, "xmlSwitchToEncoding");
    *(void **)&api.ctxtUseOptions = dlsym(handle, "xmlCtxtUseOptions");
    *(void **)&api.parseChunk = dlsym(handle, "xmlParseChunk");
    *(void **)&api.stopParser = dlsym(handle, "xmlStopParser");
    *(void **)&api.freeParserCtxt = dlsym(handle, "xmlFreeParserCtxt");
    *(void **)&api.saxLineNumber = dlsym(handle, "xmlSAX2GetLineNumber");
    *(void **)&api.setGenericErrorFunc = dlsym(handle, "xmlSetGenericErrorFunc"); /* optional */
    if (!api.createPushParserCtxt || !api.findEncodingHandler || !api.switchToEncoding || !api.ctxtUseOptions || !api.parseChunk || !api.stopParser
        || !api.freeParserCtxt || !api.saxLineNumber) {
        dlclose(handle);
        return TRACKER_XML_INCOMPLETE;
    }
    tracker_xml = api;
    return TRACKER_XML_LOADED;
}

/* libxml2 reports some errors (an encoding it cannot convert, "I/O error : encoder error") not to the
   parser's handler but to its generic one, which prints to stderr: Tracker says what went wrong in its
   own words, so those lines are dropped. The generic handler is per thread: set before each parse. */
static inline void tracker_xml_silent(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}
static inline void tk_xmlQuietGenericErrors(void) {
    if (tracker_xml.setGenericErrorFunc) tracker_xml.setGenericErrorFunc(NULL, tracker_xml_silent);
}

static inline xmlTextReaderPtr tk_xmlReaderForIO(xmlInputReadCallback ioread, xmlInputCloseCallback ioclose, void *context,
                                                 const char *url, const char *encoding, int options) {
    tk_xmlQuietGenericErrors();
    return tracker_xml.readerForIO(ioread, ioclose, context, url, encoding, options);
}
static inline void tk_xmlFreeTextReader(xmlTextReaderPtr r) { tracker_xml.freeTextReader(r); }
static inline void tk_xmlTextReaderSetStructuredErrorHandler(xmlTextReaderPtr r, xmlStructuredErrorFunc f, void *arg) {
    tracker_xml.setStructuredErrorHandler(r, f, arg);
}
static inline int tk_xmlTextReaderRead(xmlTextReaderPtr r) { return tracker_xml.read(r); }
static inline int tk_xmlTextReaderNodeType(xmlTextReaderPtr r) { return tracker_xml.nodeType(r); }
static inline int tk_xmlTextReaderDepth(xmlTextReaderPtr r) { return tracker_xml.depth(r); }
static inline int tk_xmlTextReaderIsEmptyElement(xmlTextReaderPtr r) { return tracker_xml.isEmptyElement(r); }
static inline int tk_xmlTextReaderMoveToElement(xmlTextReaderPtr r) { return tracker_xml.moveToElement(r); }
static inline int tk_xmlTextReaderNext(xmlTextReaderPtr r) { return tracker_xml.next(r); }
static inline int tk_xmlTextReaderGetParserLineNumber(xmlTextReaderPtr r) { return tracker_xml.getParserLineNumber(r); }
static inline const xmlChar *tk_xmlTextReaderConstLocalName(xmlTextReaderPtr r) { return tracker_xml.constLocalName(r); }
static inline const xmlChar *tk_xmlTextReaderConstValue(xmlTextReaderPtr r) { return tracker_xml.constValue(r); }
static inline const xmlChar *tk_xmlTextReaderConstString(xmlTextReaderPtr r, const xmlChar *s) { return tracker_xml.constString(r, s); }
static inline int tk_xmlTextReaderMoveToAttribute(xmlTextReaderPtr r, const xmlChar *name) { return tracker_xml.moveToAttribute(r, name); }

/* A push parser calling `sax`'s callbacks with `context`, set up as xmlReaderForIO set up its own: the
   first bytes (4, or fewer in a tiny file) given at creation, then the input taken as UTF-8 whatever
   the XML declaration says (a UTF-8 byte-order mark is skipped). NULL when libxml2 cannot make one. */
static inline xmlParserCtxtPtr tk_xmlCreatePushParser(tracker_sax_handler *sax, void *context, const char *first, int size, int options) {
    tk_xmlQuietGenericErrors();
    xmlParserCtxtPtr ctxt = tracker_xml.createPushParserCtxt(sax, context, first, size, NULL);
    if (!ctxt) return NULL;
    tracker_xml.ctxtUseOptions(ctxt, options);
    void *utf8 = tracker_xml.findEncodingHandler("UTF-8");
    if (utf8) tracker_xml.switchToEncoding(ctxt, utf8);
    return ctxt;
}
static inline int tk_xmlParseChunk(xmlParserCtxtPtr c, const char *chunk, int size, int terminate) {
    return tracker_xml.parseChunk(c, chunk, size, terminate);
}
static inline void tk_xmlStopParser(xmlParserCtxtPtr c) { tracker_xml.stopParser(c); }
static inline void tk_xmlFreeParserCtxt(xmlParserCtxtPtr c) { tracker_xml.freeParserCtxt(c); }
static inline int tk_xmlParserLineNumber(xmlParserCtxtPtr c) { return tracker_xml.saxLineNumber(c); }

/* zlib's inflateInit2 is a macro. */
static inline int tracker_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -MAX_WBITS);
}

#endif
