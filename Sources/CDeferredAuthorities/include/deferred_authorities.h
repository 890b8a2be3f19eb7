#ifndef ILGI_DEFERRED_AUTHORITIES_H
#define ILGI_DEFERRED_AUTHORITIES_H

// libgit2 (built with mbedTLS, as Debian builds it) reads and parses the system's whole
// certificate bundle in git_libgit2_init, for every command (bench/RESULTS.md#code-start-up),
// though only a fetch or push over HTTPS ever uses them. This target
// defines mbedtls_x509_crt_parse_file in the program itself, which the dynamic linker binds
// libgit2's call to ahead of libmbedx509's: until ilgi_load_deferred_authorities is called,
// a load is only noted (the chain stays empty, so a TLS connection made before then could
// never be trusted: it fails, it is never accepted); from then on every load goes to mbedTLS.

/// Loads the bundle libgit2 asked for at its set-up, if it asked (a libgit2 built with another
/// TLS library never does), through GIT_OPT_SET_SSL_CERT_LOCATIONS, and lets every later load
/// through. Call it, after git_libgit2_init, before the first remote operation. Returns 0, or
/// libgit2's error code when the bundle could not be loaded (a connection then fails as it did
/// when libgit2 could not load it at its set-up).
int ilgi_load_deferred_authorities(void);

/// 1 when libgit2's set-up asked for a bundle that has not been loaded yet.
int ilgi_authorities_deferred(void);

#endif
