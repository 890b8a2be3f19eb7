#ifndef ILGI_CLIBGIT2_SSH_SHIM_H
#define ILGI_CLIBGIT2_SSH_SHIM_H

// libgit2 reaches ssh servers through libssh2. It checks ~/.ssh/known_hosts itself but only
// says "valid" or "not"; GitKit asks libssh2's own known_hosts reader the finer question (is the
// host unknown, or does it present a different key?) so the error can say what to do.

#include <stddef.h>

/// The result of looking a host key up in one known_hosts file.
enum {
    ILGI_KNOWNHOST_MATCH = 0,
    ILGI_KNOWNHOST_MISMATCH = 1,
    ILGI_KNOWNHOST_NOTFOUND = 2,
    ILGI_KNOWNHOST_FAILURE = 3,
    ILGI_KNOWNHOST_NOFILE = 4,
    ILGI_KNOWNHOST_UNSUPPORTED = 5,
};


#if __has_include(<libssh2.h>)
#include <libssh2.h>

/// Looks `host` (on `port`; 22 or -1 for the default) up in the OpenSSH known_hosts `file`,
/// comparing the raw key blob `key`. `key_type` is one of LIBSSH2_KNOWNHOST_KEY_* (0: any).
static inline int ilgi_ssh_knownhost_check(
    const char *file, const char *host, int port, const char *key, size_t key_len, int key_type)
{
    LIBSSH2_SESSION *session = libssh2_session_init_ex(NULL, NULL, NULL, NULL);
    if (session == NULL)
        return ILGI_KNOWNHOST_FAILURE;
    LIBSSH2_KNOWNHOSTS *hosts = libssh2_knownhost_init(session);
    if (hosts == NULL) {
        libssh2_session_free(session);
        return ILGI_KNOWNHOST_FAILURE;
    }
    int result;
    int read = libssh2_knownhost_readfile(hosts, file, LIBSSH2_KNOWNHOST_FILE_OPENSSH);
    if (read == LIBSSH2_ERROR_FILE) {
        result = ILGI_KNOWNHOST_NOFILE;
    } else if (read < 0) {
        result = ILGI_KNOWNHOST_FAILURE;
    } else {
        struct libssh2_knownhost *found = NULL;
        int type = LIBSSH2_KNOWNHOST_TYPE_PLAIN | LIBSSH2_KNOWNHOST_KEYENC_RAW | key_type;
        switch (libssh2_knownhost_checkp(hosts, host, port, key, key_len, type, &found)) {
        case LIBSSH2_KNOWNHOST_CHECK_MATCH: result = ILGI_KNOWNHOST_MATCH; break;
        case LIBSSH2_KNOWNHOST_CHECK_MISMATCH: result = ILGI_KNOWNHOST_MISMATCH; break;
        case LIBSSH2_KNOWNHOST_CHECK_NOTFOUND: result = ILGI_KNOWNHOST_NOTFOUND; break;
        default: result = ILGI_KNOWNHOST_FAILURE; break;
        }
    }
    libssh2_knownhost_free(hosts);
    libssh2_session_free(session);
    return result;
}

/// The libssh2 key type constant for a libgit2 raw host key type.
static inline int ilgi_ssh_knownhost_key_type(int git_raw_type)
{
    switch (git_raw_type) {
    case 1: return LIBSSH2_KNOWNHOST_KEY_SSHRSA;
    case 2: return LIBSSH2_KNOWNHOST_KEY_SSHDSS;
    case 3: return LIBSSH2_KNOWNHOST_KEY_ECDSA_256;
    case 4: return LIBSSH2_KNOWNHOST_KEY_ECDSA_384;
    case 5: return LIBSSH2_KNOWNHOST_KEY_ECDSA_521;
    case 6: return LIBSSH2_KNOWNHOST_KEY_ED25519;
    default: return 0;
    }
}

#else

static inline int ilgi_ssh_knownhost_check(
    const char *file, const char *host, int port, const char *key, size_t key_len, int key_type)
{
    (void)file; (void)host; (void)port; (void)key; (void)key_len; (void)key_type;
    return ILGI_KNOWNHOST_UNSUPPORTED;
}

static inline int ilgi_ssh_knownhost_key_type(int git_raw_type)
{
    (void)git_raw_type;
    return 0;
}

#endif

#endif
