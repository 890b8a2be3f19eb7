#ifndef ILGI_CLIBGIT2_SHIM_H
#define ILGI_CLIBGIT2_SHIM_H

#include <git2.h>

// git_libgit2_opts is variadic, which Swift cannot call; these wrap the options GitKit uses.

static inline int ilgi_git_opts_enable_strict_object_creation(int enabled) {
    return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_OBJECT_CREATION, enabled);
}

static inline int ilgi_git_opts_enable_fsync_gitdir(int enabled) {
    return git_libgit2_opts(GIT_OPT_ENABLE_FSYNC_GITDIR, enabled);
}

static inline int ilgi_git_opts_enable_strict_hash_verification(int enabled) {
    return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, enabled);
}

static inline int ilgi_git_opts_enable_caching(int enabled) {
    return git_libgit2_opts(GIT_OPT_ENABLE_CACHING, enabled);
}

#endif
