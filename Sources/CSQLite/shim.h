#include <sqlite3.h>
#include <stddef.h>

/// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import:
/// binding text with it makes SQLite copy the bytes before the call returns. The bytes are
/// a String's own UTF-8 (`withUTF8`), `length` of them: NULL, as an empty String's may be,
/// binds the empty text, never SQL's NULL.
static inline int csqlite_bind_text_transient(sqlite3_stmt *statement, int index, const void *bytes, int length) {
    return sqlite3_bind_text(statement, index, bytes ? (const char *)bytes : "", length, SQLITE_TRANSIENT);
}

/// The same, but SQLite keeps `bytes` rather than a copy (SQLITE_STATIC, a null destructor):
/// for a caller that holds them until the statement has run and its bindings are cleared.
static inline int csqlite_bind_text_static(sqlite3_stmt *statement, int index, const void *bytes, int length) {
    return sqlite3_bind_text(statement, index, bytes ? (const char *)bytes : "", length, SQLITE_STATIC);
}

/// glibc's memmem (a GNU extension the Glibc module does not export).
void *memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

#if defined(__SSE2__)
#include <emmintrin.h>
#include <string.h>
#endif

/// ASCII's letters lowered (A-Z to a-z), every other byte as it is.
static inline unsigned char csqlite_lowered_ascii(unsigned char byte) {
    return (unsigned char)(byte - 'A') < 26 ? (unsigned char)(byte | 0x20) : byte;
}

/// The one substring search of ilgi's byte-level code (`ByteSearch`), which the catalog's
/// `contains_text` SQL function uses too: the first `needle` in `haystack`, or NULL. With
/// `lowering`, the first place where `haystack` with its ASCII letters lowered holds
/// `needle` (itself lowered): a search finds a word in a hit's text as it is, with no lowered
/// copy of it made first.
///
/// Where SSE2 is (every x86-64), sixteen places are tried at once: those holding the needle's
/// first byte with its last byte at the needle's length further on (W. Muła's "SIMD-friendly
/// algorithms for substring searching"), and only those are compared whole. Two bytes that
/// far apart rarely both match, so few are: 2.5 to 3 times glibc's memmem on folded journal
/// text (bench/RESULTS.md). Lowering, where the needle's first or last byte is a small letter
/// the text's byte there is tried with its 0x20 bit set, which makes the letter's two cases
/// one; any other byte lowers only to itself and is tried as it is. No place that matches is
/// passed over, and a needle with no letter there (Hangul) is tried as exactly as without
/// lowering. The places tried are then compared whole, lowered. Elsewhere it is memmem, or a
/// byte at a time.
static inline const void *csqlite_search_bytes(const void *haystack, size_t haystack_length, const void *needle,
                                               size_t needle_length, int lowering) {
    const unsigned char *text = (const unsigned char *)haystack;
    const unsigned char *word = (const unsigned char *)needle;
    size_t length = needle_length;
    if (length == 0) return haystack;
    if (length > haystack_length) return NULL;
    size_t at = 0;
#if defined(__SSE2__)
    const unsigned char first_fold = lowering && (unsigned char)(word[0] - 'a') < 26 ? 0x20 : 0;
    const unsigned char last_fold = lowering && (unsigned char)(word[length - 1] - 'a') < 26 ? 0x20 : 0;
    if (length == 1 && !first_fold) return memchr(haystack, word[0], haystack_length);
    const __m128i first_bit = _mm_set1_epi8((char)first_fold);
    const __m128i last_bit = _mm_set1_epi8((char)last_fold);
    const __m128i first = _mm_set1_epi8((char)word[0]);
    const __m128i last = _mm_set1_epi8((char)word[length - 1]);
    // Both loads stay inside the text: the second starts length - 1 bytes after the first.
    for (; at + length - 1 + 16 <= haystack_length; at += 16) {
        __m128i starts = _mm_or_si128(_mm_loadu_si128((const __m128i *)(text + at)), first_bit);
        __m128i ends = _mm_or_si128(_mm_loadu_si128((const __m128i *)(text + at + length - 1)), last_bit);
        unsigned candidates = (unsigned)_mm_movemask_epi8(
            _mm_and_si128(_mm_cmpeq_epi8(starts, first), _mm_cmpeq_epi8(ends, last)));
        while (candidates != 0) {
            size_t place = at + (size_t)__builtin_ctz(candidates);
            if (!lowering) {
                if (memcmp(text + place + 1, word + 1, length - 2) == 0) return text + place;
            } else {
                size_t i = 0;
                while (i < length && csqlite_lowered_ascii(text[place + i]) == word[i]) i++;
                if (i == length) return text + place;
            }
            candidates &= candidates - 1;
        }
    }
#else
    if (!lowering) return memmem(haystack, haystack_length, needle, needle_length);
#endif
    // The last places, fewer than sixteen (or every place, without SSE2), one at a time.
    for (; at + length <= haystack_length; at++) {
        size_t i = 0;
        while (i < length && (lowering ? csqlite_lowered_ascii(text[at + i]) : text[at + i]) == word[i]) i++;
        if (i == length) return text + at;
    }
    return NULL;
}

static inline const void *csqlite_find_bytes(const void *haystack, size_t haystack_length, const void *needle,
                                             size_t needle_length) {
    return csqlite_search_bytes(haystack, haystack_length, needle, needle_length, 0);
}

/// glibc's memrchr (a GNU extension too): where a line starts, found from a match backwards.
void *memrchr(const void *bytes, int byte, size_t length);
static inline const void *csqlite_find_last_byte(const void *bytes, size_t length, int byte) {
    return memrchr(bytes, byte, length);
}
