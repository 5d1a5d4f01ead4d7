#ifndef TRACKER_CLIBXML2_SHIM_H
#define TRACKER_CLIBXML2_SHIM_H

/* libxml2's reader and zlib, for streaming Apple Health exports. Including xmlversion.h first and
   dropping ICU avoids a UErrorCode clash with Foundation in debug builds. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <zlib.h>
#include <stdlib.h>
#include <string.h>

static inline void tracker_xml_free(void *pointer) { xmlFree(pointer); }

/* zlib's inflateInit2 is a macro. */
static inline int tracker_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -MAX_WBITS);
}

#endif
