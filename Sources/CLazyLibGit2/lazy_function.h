#ifndef LAZY_FUNCTION_H
#define LAZY_FUNCTION_H

#include <git2.h>
#include <stdatomic.h>

/// The function `name` of libgit2, loading the library the first time one is asked for.
/// `slot` keeps the address found, for the next call. Never returns NULL: a process that
/// cannot load libgit2 or find the function says so and exits, as the dynamic linker would.
void *lazy_libgit2_function(_Atomic(void *) *slot, const char *name);

/// The libgit2 function `name`, typed by its declaration in libgit2's header.
#define LIBGIT2_FUNCTION(name) \
    ({ \
        static _Atomic(void *) slot = NULL; \
        (__typeof__(&name))lazy_libgit2_function(&slot, #name); \
    })

#endif
