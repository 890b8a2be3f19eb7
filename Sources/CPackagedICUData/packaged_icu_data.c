// A packaged ilgi (`make deb`, `make dist`) carries ICU's data trimmed to English and Korean
// (scripts/trim-icu-data.py): 5.5 MB in place of Swift's 34 MB, in every program.
//
// ICU finds its data by one symbol, `icudt<version>_dat`, which Swift's static Foundation
// defines alone in one member of lib_FoundationICU.a. Defined here first, among the program's
// own objects, it is the one the linker takes, and that member is never pulled in.
// The Makefile names the file (ILGI_ICU_DATA, a string) and the symbol (ILGI_ICU_SYMBOL); every other
// build (the tests, `swift build`, `make install`) defines neither and keeps Swift's data.
#include "packaged_icu_data.h"

#if defined(ILGI_ICU_DATA) && defined(ILGI_ICU_SYMBOL)
#define ILGI_STRINGIFY_(x) #x
#define ILGI_STRINGIFY(x) ILGI_STRINGIFY_(x)
__asm__(".section .rodata." ILGI_STRINGIFY(ILGI_ICU_SYMBOL) ",\"a\"\n"
        ".globl " ILGI_STRINGIFY(ILGI_ICU_SYMBOL) "\n"
        ".type " ILGI_STRINGIFY(ILGI_ICU_SYMBOL) ", @object\n"
        ".balign 16\n" ILGI_STRINGIFY(ILGI_ICU_SYMBOL) ":\n"
        ".incbin \"" ILGI_ICU_DATA "\"\n"
        ".size " ILGI_STRINGIFY(ILGI_ICU_SYMBOL) ", . - " ILGI_STRINGIFY(ILGI_ICU_SYMBOL) "\n"
        ".previous\n");
#endif
