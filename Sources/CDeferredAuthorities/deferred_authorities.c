#include "deferred_authorities.h"

#include <git2.h>
#include <lazy_libgit2.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// mbedTLS's own error for a file it cannot read (MBEDTLS_ERR_X509_FILE_IO_ERROR): returned
// when the real function cannot be found, which libgit2 reports as a failed load.
#define FILE_IO_ERROR (-0x2900)

typedef int (*parse_file_function)(void *chain, const char *path);

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int loading = 0;
static char *deferred_path = NULL;

// The bundle a load asks for is noted, not read, until ilgi_load_deferred_authorities; the
// chain (mbedtls_x509_crt *, opaque here) is left as libgit2 initialised it: empty.
__attribute__((visibility("default"), used))
int mbedtls_x509_crt_parse_file(void *chain, const char *path) {
    pthread_mutex_lock(&lock);
    int passes = loading;
    if (!passes) {
        free(deferred_path);
        deferred_path = path ? strdup(path) : NULL;
    }
    pthread_mutex_unlock(&lock);
    if (!passes) return 0;
    // mbedTLS's own, among the libraries libgit2 loaded (ilgi's is the one the linker bound).
    parse_file_function real = (parse_file_function)lazy_libgit2_symbol("mbedtls_x509_crt_parse_file");
    return real ? real(chain, path) : FILE_IO_ERROR;
}

int ilgi_load_deferred_authorities(void) {
    pthread_mutex_lock(&lock);
    loading = 1;
    char *path = deferred_path;
    deferred_path = NULL;
    pthread_mutex_unlock(&lock);
    if (!path) return 0;
    int result = ilgi_git_opts_set_ssl_cert_locations(path, NULL);
    free(path);
    return result;
}

int ilgi_authorities_deferred(void) {
    pthread_mutex_lock(&lock);
    int deferred = deferred_path != NULL;
    pthread_mutex_unlock(&lock);
    return deferred;
}
