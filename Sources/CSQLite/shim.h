#include <sqlite3.h>
#include <stddef.h>

/// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import:
/// binding text with it makes SQLite copy the bytes before the call returns.
static inline int csqlite_bind_text_transient(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

/// glibc's memmem (a GNU extension the Glibc module does not export): the one substring
/// search of ilgi's byte-level code (`ByteSearch`), which the catalog's `contains_text` SQL
/// function uses too.
void *memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);
static inline const void *csqlite_find_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    return memmem(haystack, haystack_length, needle, needle_length);
}

/// glibc's memrchr (a GNU extension too): where a line starts, found from a match backwards.
void *memrchr(const void *bytes, int byte, size_t length);
static inline const void *csqlite_find_last_byte(const void *bytes, size_t length, int byte) {
    return memrchr(bytes, byte, length);
}
