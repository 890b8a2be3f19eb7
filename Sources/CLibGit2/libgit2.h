#ifndef CLIBGIT2_H
#define CLIBGIT2_H

// libgit2's declarations. The program is not linked against libgit2: CLazyLibGit2 defines
// each function GitKit calls and loads the library on first use.
#include <git2.h>
// git_repository_set_index: attributes evaluated from a commit alone (GitKit/Attributes.swift).
#include <git2/sys/repository.h>

#endif
