/*
 * iolog: an LD_PRELOAD library that records what a process does to files below one folder,
 * in the order it does it, so power_loss.py can rebuild the disk as it could stand after a
 * power cut at any point (the way ALICE and LazyFS study applications).
 *
 * ILGI_IOLOG names the log; ILGI_IOROOT the folder (absolute, no trailing slash). One line a
 * call, tab-separated, written with a single append so processes sharing the log interleave
 * whole lines. A descriptor is named with its process's id: a catalog check that a command
 * leaves running in the background records into the same log, with numbers of its own.
 *
 *   O pid/fd path flags  an open of something below the root (files and folders)
 *   C pid/fd             its close
 *   W pid/fd offset hex  bytes written at offset (-1: appended)
 *   T pid/fd length      ftruncate
 *   S pid/fd             fsync or fdatasync
 *   F pid/fd flags       sync_file_range
 *   R old new            rename          L old new   link
 *   U path               unlink          D path      rmdir
 *   M path               mkdir
 *   P                    the process started with ILGI_IOREPORTER=1 (not its children, a
 *                        shell's `printf > file` included) wrote to its standard output
 *   X what               a call the model does not know; the simulation stops on it
 *
 * Each call and its line are made under one lock, so the log's order is the order in which
 * the calls happened. Only calls that succeeded are logged.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

#define MAX_FDS 65536

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char root[PATH_MAX];
static size_t root_length;
static int log_fd = -1;
static char *paths[MAX_FDS];
static int appending[MAX_FDS];
static int reporter;

#define REAL(name) static __typeof__(name) *real_##name; if (!real_##name) real_##name = dlsym(RTLD_NEXT, #name)

static void setup(void) {
    static int done;
    if (done) return;
    done = 1;
    const char *folder = getenv("ILGI_IOROOT");
    const char *log = getenv("ILGI_IOLOG");
    if (!folder || !log) return;
    const char *reporting = getenv("ILGI_IOREPORTER");
    reporter = reporting && strcmp(reporting, "1") == 0;
    unsetenv("ILGI_IOREPORTER");  /* children are not the command that reports */
    snprintf(root, sizeof root, "%s", folder);
    root_length = strlen(root);
    log_fd = (int)syscall(SYS_openat, AT_FDCWD, log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
}

/* Appends one record; the caller holds the lock. */
static void emit(const char *text, size_t length) {
    size_t done = 0;
    while (done < length) {
        long written = syscall(SYS_write, log_fd, text + done, length - done);
        if (written <= 0) return;
        done += (size_t)written;
    }
}

static void record(const char *format, ...) {
    char line[2 * PATH_MAX + 128];
    va_list arguments;
    va_start(arguments, format);
    int length = vsnprintf(line, sizeof line, format, arguments);
    va_end(arguments);
    if (length > 0) emit(line, (size_t)length < sizeof line ? (size_t)length : sizeof line - 1);
}

/* `path` made absolute against `folder` (a descriptor or AT_FDCWD), with `.`, `..` and
   repeated slashes folded; empty when it cannot be known. */
static void resolve(int folder, const char *path, char *out) {
    char joined[2 * PATH_MAX];
    out[0] = 0;
    if (!path) return;
    if (path[0] == '/') {
        snprintf(joined, sizeof joined, "%s", path);
    } else if (folder == AT_FDCWD) {
        char cwd[PATH_MAX];
        if (!getcwd(cwd, sizeof cwd)) return;
        snprintf(joined, sizeof joined, "%s/%s", cwd, path);
    } else if (folder >= 0 && folder < MAX_FDS && paths[folder]) {
        snprintf(joined, sizeof joined, "%s/%s", paths[folder], path);
    } else if (folder >= 0) {
        /* A folder opened where this recorder does not see it (ilgi's openat2, a raw system
           call beneath the journal's root): the kernel knows its path. */
        char link[64], target[PATH_MAX];
        snprintf(link, sizeof link, "/proc/self/fd/%d", folder);
        long size = syscall(SYS_readlinkat, AT_FDCWD, link, target, sizeof target - 1);
        if (size <= 0) return;
        target[size] = 0;
        snprintf(joined, sizeof joined, "%s/%s", target, path);
    } else {
        return;
    }
    size_t length = 0;
    char *cursor = joined;
    while (*cursor) {
        while (*cursor == '/') cursor++;
        if (!*cursor) break;
        char *end = strchr(cursor, '/');
        size_t part = end ? (size_t)(end - cursor) : strlen(cursor);
        if (part == 1 && cursor[0] == '.') {
        } else if (part == 2 && cursor[0] == '.' && cursor[1] == '.') {
            while (length > 0 && out[length - 1] != '/') length--;
            if (length > 0) length--;
        } else if (length + part + 2 < PATH_MAX) {
            out[length++] = '/';
            memcpy(out + length, cursor, part);
            length += part;
        }
        cursor += part;
    }
    if (length == 0) out[length++] = '/';
    out[length] = 0;
}

static int below_root(const char *path) {
    return log_fd >= 0 && path[0] && strncmp(path, root, root_length) == 0 &&
           (path[root_length] == 0 || path[root_length] == '/');
}

static int tracked(int fd) { return log_fd >= 0 && fd >= 0 && fd < MAX_FDS && paths[fd]; }

static void opened(int fd, const char *path, int flags) {
    if (fd < 0 || fd >= MAX_FDS || !below_root(path)) return;
    free(paths[fd]);
    paths[fd] = strdup(path);
    appending[fd] = (flags & O_APPEND) != 0;
    record("O\t%d/%d\t%s\t%d\n", (int)getpid(), fd, path, flags);
}

static void wrote(int fd, long long offset, const void *bytes, size_t count) {
    static const char digits[] = "0123456789abcdef";
    size_t length = 64 + 2 * count;
    char *line = malloc(length);
    if (!line) return;
    int head = snprintf(line, length, "W\t%d/%d\t%lld\t", (int)getpid(), fd, offset);
    const unsigned char *data = bytes;
    for (size_t index = 0; index < count; index++) {
        line[head + 2 * index] = digits[data[index] >> 4];
        line[head + 2 * index + 1] = digits[data[index] & 15];
    }
    line[head + 2 * count] = '\n';
    emit(line, head + 2 * count + 1);
    free(line);
}

#define OPEN_BODY(invoke, folder)                                      \
    setup();                                                           \
    mode_t mode = 0;                                                   \
    if (flags & (O_CREAT | __O_TMPFILE)) {                             \
        va_list arguments;                                             \
        va_start(arguments, flags);                                    \
        mode = va_arg(arguments, mode_t);                              \
        va_end(arguments);                                             \
    }                                                                  \
    char absolute[PATH_MAX];                                           \
    resolve(folder, path, absolute);                                   \
    pthread_mutex_lock(&lock);                                         \
    int fd = invoke;                                                   \
    int saved = errno;                                                 \
    if (fd >= 0) opened(fd, absolute, flags);                          \
    pthread_mutex_unlock(&lock);                                       \
    errno = saved;                                                     \
    return fd;

int open(const char *path, int flags, ...) { REAL(open); OPEN_BODY(real_open(path, flags, mode), AT_FDCWD) }
int open64(const char *path, int flags, ...) { REAL(open64); OPEN_BODY(real_open64(path, flags, mode), AT_FDCWD) }
int openat(int dirfd, const char *path, int flags, ...) {
    REAL(openat);
    OPEN_BODY(real_openat(dirfd, path, flags, mode), dirfd)
}
int openat64(int dirfd, const char *path, int flags, ...) {
    REAL(openat64);
    OPEN_BODY(real_openat64(dirfd, path, flags, mode), dirfd)
}
int __open_2(const char *path, int flags) {
    REAL(open);
    setup();
    char absolute[PATH_MAX];
    resolve(AT_FDCWD, path, absolute);
    pthread_mutex_lock(&lock);
    int fd = real_open(path, flags);
    int saved = errno;
    if (fd >= 0) opened(fd, absolute, flags);
    pthread_mutex_unlock(&lock);
    errno = saved;
    return fd;
}
int __open64_2(const char *path, int flags) { return __open_2(path, flags); }
int creat(const char *path, mode_t mode) { return open(path, O_CREAT | O_WRONLY | O_TRUNC, mode); }
int creat64(const char *path, mode_t mode) { return open(path, O_CREAT | O_WRONLY | O_TRUNC, mode); }

int close(int fd) {
    REAL(close);
    setup();
    pthread_mutex_lock(&lock);
    int result = real_close(fd);
    int saved = errno;
    if (tracked(fd)) {
        record("C\t%d/%d\n", (int)getpid(), fd);
        free(paths[fd]);
        paths[fd] = NULL;
    }
    pthread_mutex_unlock(&lock);
    errno = saved;
    return result;
}

ssize_t write(int fd, const void *bytes, size_t count) {
    REAL(write);
    setup();
    pthread_mutex_lock(&lock);
    long long offset = tracked(fd) && !appending[fd] ? (long long)lseek(fd, 0, SEEK_CUR) : -1;
    ssize_t result = real_write(fd, bytes, count);
    int saved = errno;
    if (result > 0 && tracked(fd)) wrote(fd, offset, bytes, (size_t)result);
    if (result > 0 && fd == 1 && reporter && !tracked(fd)) record("P\n");
    pthread_mutex_unlock(&lock);
    errno = saved;
    return result;
}

static ssize_t positioned(ssize_t (*call)(int, const void *, size_t, off_t), int fd, const void *bytes,
                          size_t count, off_t offset) {
    setup();
    pthread_mutex_lock(&lock);
    ssize_t result = call(fd, bytes, count, offset);
    int saved = errno;
    if (result > 0 && tracked(fd)) wrote(fd, (long long)offset, bytes, (size_t)result);
    pthread_mutex_unlock(&lock);
    errno = saved;
    return result;
}
ssize_t pwrite(int fd, const void *bytes, size_t count, off_t offset) {
    REAL(pwrite);
    return positioned(real_pwrite, fd, bytes, count, offset);
}
ssize_t pwrite64(int fd, const void *bytes, size_t count, off_t offset) {
    REAL(pwrite64);
    return positioned(real_pwrite64, fd, bytes, count, offset);
}

ssize_t writev(int fd, const struct iovec *vector, int count) {
    REAL(writev);
    setup();
    pthread_mutex_lock(&lock);
    long long offset = tracked(fd) && !appending[fd] ? (long long)lseek(fd, 0, SEEK_CUR) : -1;
    ssize_t result = real_writev(fd, vector, count);
    int saved = errno;
    if (result > 0 && tracked(fd)) {
        ssize_t left = result;
        for (int index = 0; index < count && left > 0; index++) {
            size_t part = vector[index].iov_len < (size_t)left ? vector[index].iov_len : (size_t)left;
            wrote(fd, offset, vector[index].iov_base, part);
            if (offset >= 0) offset += (long long)part;
            left -= (ssize_t)part;
        }
    }
    if (result > 0 && fd == 1 && reporter && !tracked(fd)) record("P\n");
    pthread_mutex_unlock(&lock);
    errno = saved;
    return result;
}

static int truncated(int (*call)(int, off_t), int fd, off_t length) {
    setup();
    pthread_mutex_lock(&lock);
    int result = call(fd, length);
    int saved = errno;
    if (result == 0 && tracked(fd)) record("T\t%d/%d\t%lld\n", (int)getpid(), fd, (long long)length);
    pthread_mutex_unlock(&lock);
    errno = saved;
    return result;
}
int ftruncate(int fd, off_t length) { REAL(ftruncate); return truncated(real_ftruncate, fd, length); }
int ftruncate64(int fd, off_t length) { REAL(ftruncate64); return truncated(real_ftruncate64, fd, length); }

static int synced(int (*call)(int), int fd) {
    setup();
    pthread_mutex_lock(&lock);
    int result = call(fd);
    int saved = errno;
    if (result == 0 && tracked(fd)) record("S\t%d/%d\n", (int)getpid(), fd);
    pthread_mutex_unlock(&lock);
    errno = saved;
    return result;
}
int fsync(int fd) { REAL(fsync); return synced(real_fsync, fd); }
int fdatasync(int fd) { REAL(fdatasync); return synced(real_fdatasync, fd); }

int sync_file_range(int fd, off64_t offset, off64_t count, unsigned int flags) {
    REAL(sync_file_range);
    setup();
    pthread_mutex_lock(&lock);
    int result = real_sync_file_range(fd, offset, count, flags);
    int saved = errno;
    if (result == 0 && tracked(fd)) record("F\t%d/%d\t%u\n", (int)getpid(), fd, flags);
    pthread_mutex_unlock(&lock);
    errno = saved;
    return result;
}

/* Calls on names: rename, link, unlink, mkdir, rmdir, in their *at forms too. */
#define NAMED2(kind, invoke, folder1, path1, folder2, path2)                            \
    setup();                                                                           \
    char first[PATH_MAX], second[PATH_MAX];                                            \
    resolve(folder1, path1, first);                                                    \
    resolve(folder2, path2, second);                                                   \
    pthread_mutex_lock(&lock);                                                         \
    int result = invoke;                                                               \
    int saved = errno;                                                                 \
    if (result == 0 && (below_root(first) || below_root(second)))                      \
        record("%s\t%s\t%s\n", kind, first, second);                                   \
    pthread_mutex_unlock(&lock);                                                       \
    errno = saved;                                                                     \
    return result;

#define NAMED1(kind, invoke, folder, path)                                              \
    setup();                                                                           \
    char first[PATH_MAX];                                                              \
    resolve(folder, path, first);                                                      \
    pthread_mutex_lock(&lock);                                                         \
    int result = invoke;                                                               \
    int saved = errno;                                                                 \
    if (result == 0 && below_root(first)) record("%s\t%s\n", kind, first);             \
    pthread_mutex_unlock(&lock);                                                       \
    errno = saved;                                                                     \
    return result;

int rename(const char *old, const char *new) { REAL(rename); NAMED2("R", real_rename(old, new), AT_FDCWD, old, AT_FDCWD, new) }
int renameat(int oldfd, const char *old, int newfd, const char *new) {
    REAL(renameat);
    NAMED2("R", real_renameat(oldfd, old, newfd, new), oldfd, old, newfd, new)
}
int renameat2(int oldfd, const char *old, int newfd, const char *new, unsigned int flags) {
    REAL(renameat2);
    NAMED2(flags & 2 /* RENAME_EXCHANGE */ ? "X\trenameat2 exchange" : "R",
           real_renameat2(oldfd, old, newfd, new, flags), oldfd, old, newfd, new)
}
int link(const char *old, const char *new) { REAL(link); NAMED2("L", real_link(old, new), AT_FDCWD, old, AT_FDCWD, new) }
int linkat(int oldfd, const char *old, int newfd, const char *new, int flags) {
    REAL(linkat);
    NAMED2("L", real_linkat(oldfd, old, newfd, new, flags), oldfd, old, newfd, new)
}
int symlink(const char *target, const char *path) {
    REAL(symlink);
    NAMED1("X\tsymlink", real_symlink(target, path), AT_FDCWD, path)
}
int unlink(const char *path) { REAL(unlink); NAMED1("U", real_unlink(path), AT_FDCWD, path) }
int unlinkat(int folder, const char *path, int flags) {
    REAL(unlinkat);
    NAMED1(flags & AT_REMOVEDIR ? "D" : "U", real_unlinkat(folder, path, flags), folder, path)
}
int rmdir(const char *path) { REAL(rmdir); NAMED1("D", real_rmdir(path), AT_FDCWD, path) }
int remove(const char *path) {
    REAL(remove);
    struct stat info;
    int folder = lstat(path, &info) == 0 && S_ISDIR(info.st_mode);
    NAMED1(folder ? "D" : "U", real_remove(path), AT_FDCWD, path)
}
int mkdir(const char *path, mode_t mode) { REAL(mkdir); NAMED1("M", real_mkdir(path, mode), AT_FDCWD, path) }
int mkdirat(int folder, const char *path, mode_t mode) {
    REAL(mkdirat);
    NAMED1("M", real_mkdirat(folder, path, mode), folder, path)
}

/* What the model cannot follow: said in the log, so the simulation stops rather than lies. */
int fallocate(int fd, int mode, off_t offset, off_t length) {
    REAL(fallocate);
    setup();
    int result = real_fallocate(fd, mode, offset, length);
    if (result == 0 && tracked(fd)) {
        pthread_mutex_lock(&lock);
        record("X\tfallocate\n");
        pthread_mutex_unlock(&lock);
    }
    return result;
}
ssize_t copy_file_range(int in, off64_t *in_offset, int out, off64_t *out_offset, size_t length, unsigned int flags) {
    REAL(copy_file_range);
    setup();
    ssize_t result = real_copy_file_range(in, in_offset, out, out_offset, length, flags);
    if (result > 0 && tracked(out)) {
        pthread_mutex_lock(&lock);
        record("X\tcopy_file_range\n");
        pthread_mutex_unlock(&lock);
    }
    return result;
}
ssize_t sendfile(int out, int in, off_t *offset, size_t count) {
    REAL(sendfile);
    setup();
    ssize_t result = real_sendfile(out, in, offset, count);
    if (result > 0 && tracked(out)) {
        pthread_mutex_lock(&lock);
        record("X\tsendfile\n");
        pthread_mutex_unlock(&lock);
    }
    return result;
}
