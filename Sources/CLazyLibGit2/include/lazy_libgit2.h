#ifndef LAZY_LIBGIT2_H
#define LAZY_LIBGIT2_H

// ilgi calls libgit2 through stubs that load it on first use (lazy_libgit2.c says why).
// This header adds what a stub cannot be: libgit2's variadic options call, wrapped for each
// option GitKit sets, and the libssh2 calls GitKit makes.

#include <stddef.h>

/// A symbol of libgit2 or of a library it loads (mbedTLS, libssh2), loading libgit2 first;
/// NULL where there is none.
void *lazy_libgit2_symbol(const char *name);

/// Whether libgit2 has been loaded into this process.
int lazy_libgit2_loaded(void);

/// The name of the libgit2 function with stub number `index` (stubs.c), NULL past the last:
/// for a test to look each up.
const char *lazy_libgit2_stubbed_name(int index);

// git_libgit2_opts, one option at a time: it is variadic, which neither Swift nor a stub can
// pass on.
int ilgi_git_opts_enable_strict_object_creation(int enabled);
int ilgi_git_opts_enable_fsync_gitdir(int enabled);
int ilgi_git_opts_enable_strict_hash_verification(int enabled);
int ilgi_git_opts_enable_caching(int enabled);
int ilgi_git_opts_set_ssl_cert_locations(const char *file, const char *path);

// libgit2 reaches ssh servers through libssh2. It checks ~/.ssh/known_hosts itself but only
// says "valid" or "not"; GitKit asks libssh2's own known_hosts reader the finer question (is
// the host unknown, or does it present a different key?) so the error can say what to do.

/// The result of looking a host key up in one known_hosts file.
enum {
    ILGI_KNOWNHOST_MATCH = 0,
    ILGI_KNOWNHOST_MISMATCH = 1,
    ILGI_KNOWNHOST_NOTFOUND = 2,
    ILGI_KNOWNHOST_FAILURE = 3,
    ILGI_KNOWNHOST_NOFILE = 4,
    ILGI_KNOWNHOST_UNSUPPORTED = 5,
};

/// Looks `host` (on `port`; 22 or -1 for the default) up in the OpenSSH known_hosts `file`,
/// comparing the raw key blob `key`. `key_type` is one of LIBSSH2_KNOWNHOST_KEY_* (0: any).
/// ILGI_KNOWNHOST_UNSUPPORTED where libgit2 was built without libssh2.
int ilgi_ssh_knownhost_check(
    const char *file, const char *host, int port, const char *key, size_t key_len, int key_type);

/// The libssh2 key type constant for a libgit2 raw host key type (0 where unknown).
int ilgi_ssh_knownhost_key_type(int git_raw_type);

#endif
