// Loads libgit2 when ilgi first calls it, not when ilgi starts.
//
// Why: linked as Debian builds it, libgit2 brings libssh2, OpenSSL's libcrypto, Kerberos,
// mbedTLS and PCRE2, and the dynamic linker maps them and binds their symbols (4,000 in
// libcrypto alone) before main, in every command, on the one thread a process has then
// (bench/RESULTS.md#code-start-up). Loaded here, on the thread that sets libgit2 up in the background
// (`LibGit2.initializeInBackground`), that work overlaps the command line's parsing.
//
// How: ilgi is not linked against libgit2. stubs.c defines each libgit2 function ilgi calls,
// with the prototype of libgit2's own header; the first call of each finds the real one in
// the library, loaded here once, and keeps its address.

#define _GNU_SOURCE
#include "lazy_function.h"
#include "lazy_libgit2.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

#if defined(__APPLE__)
#define LIBGIT2_FILE "libgit2." LIBGIT2_SOVERSION ".dylib"
#else
#define LIBGIT2_FILE "libgit2.so." LIBGIT2_SOVERSION
#endif

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static void *_Atomic library = NULL;

// Exits as the dynamic linker does when a program's library is missing (status 127).
__attribute__((format(printf, 1, 2)))
static _Noreturn void fail(const char *message, const char *detail) {
    fprintf(stderr, message, detail ? detail : "unknown error");
    _exit(127);
}

// The file of the same version as the headers ilgi was built with: another version's
// functions may take other arguments.
static void load(void) {
    void *handle = dlopen(LIBGIT2_FILE, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) fail("ilgi: cannot load libgit2: %s\n", dlerror());
    atomic_store_explicit(&library, handle, memory_order_release);
}

void *lazy_libgit2_symbol(const char *name) {
    pthread_once(&load_once, load);
    // dlsym on a library's handle searches it, then the libraries it loaded.
    return dlsym(atomic_load_explicit(&library, memory_order_acquire), name);
}

void *lazy_libgit2_function(_Atomic(void *) *slot, const char *name) {
    void *function = atomic_load_explicit(slot, memory_order_acquire);
    if (function != NULL) return function;
    function = lazy_libgit2_symbol(name);
    if (function == NULL) fail("ilgi: " LIBGIT2_FILE " has no function %s\n", name);
    atomic_store_explicit(slot, function, memory_order_release);
    return function;
}

int lazy_libgit2_loaded(void) {
    return atomic_load_explicit(&library, memory_order_acquire) != NULL;
}

static int set_option(int option, int value) {
    return LIBGIT2_FUNCTION(git_libgit2_opts)(option, value);
}

int ilgi_git_opts_enable_strict_object_creation(int enabled) {
    return set_option(GIT_OPT_ENABLE_STRICT_OBJECT_CREATION, enabled);
}

int ilgi_git_opts_enable_fsync_gitdir(int enabled) {
    return set_option(GIT_OPT_ENABLE_FSYNC_GITDIR, enabled);
}

int ilgi_git_opts_enable_strict_hash_verification(int enabled) {
    return set_option(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, enabled);
}

int ilgi_git_opts_enable_caching(int enabled) {
    return set_option(GIT_OPT_ENABLE_CACHING, enabled);
}

int ilgi_git_opts_set_ssl_cert_locations(const char *file, const char *path) {
    return LIBGIT2_FUNCTION(git_libgit2_opts)(GIT_OPT_SET_SSL_CERT_LOCATIONS, file, path);
}

#if __has_include(<libssh2.h>)
#include <libssh2.h>

// libssh2's functions, found in what libgit2 loaded; NULL where libgit2 has no libssh2.
#define LIBSSH2_FUNCTION(name) ((__typeof__(&name))lazy_libgit2_symbol(#name))

int ilgi_ssh_knownhost_check(
    const char *file, const char *host, int port, const char *key, size_t key_len, int key_type)
{
    __typeof__(&libssh2_session_init_ex) session_init = LIBSSH2_FUNCTION(libssh2_session_init_ex);
    __typeof__(&libssh2_session_free) session_free = LIBSSH2_FUNCTION(libssh2_session_free);
    __typeof__(&libssh2_knownhost_init) hosts_init = LIBSSH2_FUNCTION(libssh2_knownhost_init);
    __typeof__(&libssh2_knownhost_free) hosts_free = LIBSSH2_FUNCTION(libssh2_knownhost_free);
    __typeof__(&libssh2_knownhost_readfile) read_file = LIBSSH2_FUNCTION(libssh2_knownhost_readfile);
    __typeof__(&libssh2_knownhost_checkp) check = LIBSSH2_FUNCTION(libssh2_knownhost_checkp);
    if (!session_init || !session_free || !hosts_init || !hosts_free || !read_file || !check)
        return ILGI_KNOWNHOST_UNSUPPORTED;

    LIBSSH2_SESSION *session = session_init(NULL, NULL, NULL, NULL);
    if (session == NULL)
        return ILGI_KNOWNHOST_FAILURE;
    LIBSSH2_KNOWNHOSTS *hosts = hosts_init(session);
    if (hosts == NULL) {
        session_free(session);
        return ILGI_KNOWNHOST_FAILURE;
    }
    int result;
    int read = read_file(hosts, file, LIBSSH2_KNOWNHOST_FILE_OPENSSH);
    if (read == LIBSSH2_ERROR_FILE) {
        result = ILGI_KNOWNHOST_NOFILE;
    } else if (read < 0) {
        result = ILGI_KNOWNHOST_FAILURE;
    } else {
        struct libssh2_knownhost *found = NULL;
        int type = LIBSSH2_KNOWNHOST_TYPE_PLAIN | LIBSSH2_KNOWNHOST_KEYENC_RAW | key_type;
        switch (check(hosts, host, port, key, key_len, type, &found)) {
        case LIBSSH2_KNOWNHOST_CHECK_MATCH: result = ILGI_KNOWNHOST_MATCH; break;
        case LIBSSH2_KNOWNHOST_CHECK_MISMATCH: result = ILGI_KNOWNHOST_MISMATCH; break;
        case LIBSSH2_KNOWNHOST_CHECK_NOTFOUND: result = ILGI_KNOWNHOST_NOTFOUND; break;
        default: result = ILGI_KNOWNHOST_FAILURE; break;
        }
    }
    hosts_free(hosts);
    session_free(session);
    return result;
}

int ilgi_ssh_knownhost_key_type(int git_raw_type) {
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

int ilgi_ssh_knownhost_check(
    const char *file, const char *host, int port, const char *key, size_t key_len, int key_type)
{
    (void)file; (void)host; (void)port; (void)key; (void)key_len; (void)key_type;
    return ILGI_KNOWNHOST_UNSUPPORTED;
}

int ilgi_ssh_knownhost_key_type(int git_raw_type) {
    (void)git_raw_type;
    return 0;
}

#endif
