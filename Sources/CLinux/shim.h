#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

/// Linux's openat2(2), which glibc 2.36 does not wrap and Swift cannot call through the
/// variadic syscall(2): opens `path` beneath the folder `directory` with the kernel resolving
/// it (`resolve`: RESOLVE_BENEATH, RESOLVE_NO_SYMLINKS …). -1 with errno set on failure;
/// ENOSYS where the kernel predates it (5.6).
static inline int clinux_openat2(int directory, const char *path, uint64_t flags, uint64_t mode, uint64_t resolve) {
#ifdef SYS_openat2
    struct open_how how = {.flags = flags, .mode = mode, .resolve = resolve};
    return (int)syscall(SYS_openat2, directory, path, &how, sizeof how);
#else
    errno = ENOSYS;
    return -1;
#endif
}

static const uint64_t clinux_resolve_beneath = RESOLVE_BENEATH;
static const uint64_t clinux_resolve_no_symlinks = RESOLVE_NO_SYMLINKS;
static const uint64_t clinux_resolve_no_magiclinks = RESOLVE_NO_MAGICLINKS;

/// O_PATH, which the Glibc module hides behind _GNU_SOURCE: a descriptor that only names a
/// place (a folder to resolve beneath), never reads it.
static const int clinux_open_path = O_PATH;

/// O_NOATIME, also behind _GNU_SOURCE: a read that leaves the file's access time alone, as
/// git reads its objects. Refused (EPERM) for a file another user owns.
static const int clinux_open_noatime = O_NOATIME;

/// F_SETPIPE_SZ and F_GETPIPE_SZ, hidden the same way: a pipe's capacity, set and read.
static const int clinux_set_pipe_size = F_SETPIPE_SZ;
static const int clinux_get_pipe_size = F_GETPIPE_SZ;

/// Lowers the calling thread's priority to `nice` (Linux keeps one per thread, so this leaves
/// the rest of the process as it was): background work then yields the cores to requests.
/// The raw system call, not glibc's setpriority: <sys/resource.h> read under _GNU_SOURCE
/// declares its enums differently from the Glibc module's copy, and a clean build then fails
/// on the clash. 0 is PRIO_PROCESS, which for setpriority(2) names one thread by its id.
static inline int clinux_lower_thread_priority(int nice) {
    return (int)syscall(SYS_setpriority, 0, (int)syscall(SYS_gettid), nice);
}

/// pipe2(2) with O_CLOEXEC, which the Glibc module hides behind _GNU_SOURCE: both ends are
/// closed in every child started while they are open, so no other child holds a pipe meant
/// for one (its reader would never see the end of it).
static inline int clinux_pipe_cloexec(int descriptors[2]) {
    return pipe2(descriptors, O_CLOEXEC);
}

#include <malloc.h>

/// Lets glibc's malloc keep large steps of memory for a short process, where it would return
/// them to the kernel as soon as it could: each heap grows by `pad` bytes beyond what it needs
/// (M_TOP_PAD; a thread's heap otherwise grows a page at a time, one mprotect(2) each: 1,720
/// of them in `ilgi search garden` at 10,000 entries), a block under `large` is carved from a
/// heap rather than mapped and unmapped on its own (M_MMAP_THRESHOLD), and a heap is shrunk
/// only once `trim` bytes are free at its top (M_TRIM_THRESHOLD). Returns 1 when all three
/// were set, as mallopt(3) does for each.
static inline int clinux_keep_heap_memory(int pad, int large, int trim) {
    return mallopt(M_TOP_PAD, pad) && mallopt(M_MMAP_THRESHOLD, large) && mallopt(M_TRIM_THRESHOLD, trim);
}

#include <sys/mman.h>

/// Asks the kernel to back the malloc heap that holds `block` with 2 MB pages where it can
/// (madvise MADV_HUGEPAGE, which transparent huge pages in their default `madvise` mode wait
/// for): the heap then faults in a 2 MB page at a time, not a 4 KB one. glibc does the same
/// for every heap under GLIBC_TUNABLES=glibc.malloc.hugetlb=1, which a process can only be
/// started with, not set for itself.
///
/// A thread's own heap starts at a multiple of its largest size, `heap_max`, and is one
/// mapping of that size (glibc finds a block's heap the same way, `heap_for_ptr`): that span
/// is advised. A block of the main heap (below the program break) advises from its 2 MB page
/// to `reach` bytes past the break, which the heap's first growths fill (M_TOP_PAD). The
/// advice changes how memory is backed, never what it holds, and madvise(2) skips the holes
/// of a span (returning -1, ENOMEM).
static inline int clinux_advise_huge_pages_for_heap_holding(const void *block, size_t heap_max, size_t reach) {
    uintptr_t address = (uintptr_t)block;
    uintptr_t program_break = (uintptr_t)sbrk(0);
    const uintptr_t huge_page = (uintptr_t)2 << 20;
    if (address < program_break && program_break - address < heap_max) {
        uintptr_t start = address & ~(huge_page - 1);
        return madvise((void *)start, program_break - start + reach, MADV_HUGEPAGE);
    }
    uintptr_t heap = address & ~((uintptr_t)heap_max - 1);
    return madvise((void *)heap, heap_max, MADV_HUGEPAGE);
}
