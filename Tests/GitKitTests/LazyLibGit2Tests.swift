import CLazyLibGit2
import Testing

@testable import GitKit

/// ilgi loads libgit2 on first use (`CLazyLibGit2`): each libgit2 function GitKit calls is a
/// stub that finds the real one in the library the first time. A stub whose function this
/// libgit2 lacks would end the process at its first call, so every one is looked up here.
@Suite struct LazyLibGit2Tests {
    @Test func everyStubbedFunctionIsInTheLibgit2ThisMachineLoads() {
        LibGit2.ensureInitialized()
        #expect(lazy_libgit2_loaded() == 1)
        var names: [String] = []
        while let name = lazy_libgit2_stubbed_name(Int32(names.count)) { names.append(String(cString: name)) }
        #expect(names.count > 100)
        let missing = names.filter { lazy_libgit2_symbol($0) == nil }
        #expect(missing.isEmpty, "libgit2 has no \(missing)")
    }

    @Test func theLibrariesLibgit2LoadedAreSearchedToo() {
        // CDeferredAuthorities passes certificate loads on to mbedTLS's own function, found
        // this way; the ssh known_hosts check finds libssh2's the same way.
        #expect(lazy_libgit2_symbol("mbedtls_x509_crt_parse_file") != nil)
        #expect(lazy_libgit2_symbol("libssh2_knownhost_checkp") != nil)
        #expect(lazy_libgit2_symbol("no_such_function_anywhere") == nil)
    }
}
