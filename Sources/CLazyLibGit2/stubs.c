// Made by scripts/generate-libgit2-stubs.py from libgit2's headers; do not edit.
// One stub for each libgit2 function ilgi calls (lazy_libgit2.c says why).

#include "lazy_function.h"
#include "lazy_libgit2.h"

int git_attr_get_many_ext(const char **values_out, git_repository *repo, git_attr_options *opts, const char *path, size_t num_attr, const char **names)
{
    return LIBGIT2_FUNCTION(git_attr_get_many_ext)(values_out, repo, opts, path, num_attr, names);
}

git_attr_value_t git_attr_value(const char *attr)
{
    return LIBGIT2_FUNCTION(git_attr_value)(attr);
}

int git_blob_create_from_buffer(git_oid *id, git_repository *repo, const void *buffer, size_t len)
{
    return LIBGIT2_FUNCTION(git_blob_create_from_buffer)(id, repo, buffer, len);
}

int git_blob_create_from_workdir(git_oid *id, git_repository *repo, const char *relative_path)
{
    return LIBGIT2_FUNCTION(git_blob_create_from_workdir)(id, repo, relative_path);
}

void git_blob_free(git_blob *blob)
{
    LIBGIT2_FUNCTION(git_blob_free)(blob);
}

const git_oid *git_blob_id(const git_blob *blob)
{
    return LIBGIT2_FUNCTION(git_blob_id)(blob);
}

int git_blob_is_binary(const git_blob *blob)
{
    return LIBGIT2_FUNCTION(git_blob_is_binary)(blob);
}

int git_blob_lookup(git_blob **blob, git_repository *repo, const git_oid *id)
{
    return LIBGIT2_FUNCTION(git_blob_lookup)(blob, repo, id);
}

const void *git_blob_rawcontent(const git_blob *blob)
{
    return LIBGIT2_FUNCTION(git_blob_rawcontent)(blob);
}

git_object_size_t git_blob_rawsize(const git_blob *blob)
{
    return LIBGIT2_FUNCTION(git_blob_rawsize)(blob);
}

void git_buf_dispose(git_buf *buffer)
{
    LIBGIT2_FUNCTION(git_buf_dispose)(buffer);
}

int git_checkout_options_init(git_checkout_options *opts, unsigned int version)
{
    return LIBGIT2_FUNCTION(git_checkout_options_init)(opts, version);
}

const git_signature *git_commit_author(const git_commit *commit)
{
    return LIBGIT2_FUNCTION(git_commit_author)(commit);
}

const git_signature *git_commit_committer(const git_commit *commit)
{
    return LIBGIT2_FUNCTION(git_commit_committer)(commit);
}

int git_commit_create(git_oid *id, git_repository *repo, const char *update_ref, const git_signature *author, const git_signature *committer, const char *message_encoding, const char *message, const git_tree *tree, size_t parent_count, const git_commit *parents[])
{
    return LIBGIT2_FUNCTION(git_commit_create)(id, repo, update_ref, author, committer, message_encoding, message, tree, parent_count, parents);
}

void git_commit_free(git_commit *commit)
{
    LIBGIT2_FUNCTION(git_commit_free)(commit);
}

const git_oid *git_commit_id(const git_commit *commit)
{
    return LIBGIT2_FUNCTION(git_commit_id)(commit);
}

int git_commit_lookup(git_commit **commit, git_repository *repo, const git_oid *id)
{
    return LIBGIT2_FUNCTION(git_commit_lookup)(commit, repo, id);
}

const char *git_commit_message(const git_commit *commit)
{
    return LIBGIT2_FUNCTION(git_commit_message)(commit);
}

int git_commit_parent(git_commit **out, const git_commit *commit, unsigned int n)
{
    return LIBGIT2_FUNCTION(git_commit_parent)(out, commit, n);
}

const git_oid *git_commit_parent_id(const git_commit *commit, unsigned int n)
{
    return LIBGIT2_FUNCTION(git_commit_parent_id)(commit, n);
}

unsigned int git_commit_parentcount(const git_commit *commit)
{
    return LIBGIT2_FUNCTION(git_commit_parentcount)(commit);
}

const char *git_commit_summary(git_commit *commit)
{
    return LIBGIT2_FUNCTION(git_commit_summary)(commit);
}

git_time_t git_commit_time(const git_commit *commit)
{
    return LIBGIT2_FUNCTION(git_commit_time)(commit);
}

int git_commit_time_offset(const git_commit *commit)
{
    return LIBGIT2_FUNCTION(git_commit_time_offset)(commit);
}

int git_commit_tree(git_tree **tree_out, const git_commit *commit)
{
    return LIBGIT2_FUNCTION(git_commit_tree)(tree_out, commit);
}

const git_oid *git_commit_tree_id(const git_commit *commit)
{
    return LIBGIT2_FUNCTION(git_commit_tree_id)(commit);
}

int git_config_delete_entry(git_config *cfg, const char *name)
{
    return LIBGIT2_FUNCTION(git_config_delete_entry)(cfg, name);
}

void git_config_free(git_config *cfg)
{
    LIBGIT2_FUNCTION(git_config_free)(cfg);
}

int git_config_get_string_buf(git_buf *out, const git_config *cfg, const char *name)
{
    return LIBGIT2_FUNCTION(git_config_get_string_buf)(out, cfg, name);
}

void git_config_iterator_free(git_config_iterator *iter)
{
    LIBGIT2_FUNCTION(git_config_iterator_free)(iter);
}

int git_config_iterator_glob_new(git_config_iterator **out, const git_config *cfg, const char *regexp)
{
    return LIBGIT2_FUNCTION(git_config_iterator_glob_new)(out, cfg, regexp);
}

int git_config_next(git_config_entry **entry, git_config_iterator *iter)
{
    return LIBGIT2_FUNCTION(git_config_next)(entry, iter);
}

int git_config_open_level(git_config **out, const git_config *parent, git_config_level_t level)
{
    return LIBGIT2_FUNCTION(git_config_open_level)(out, parent, level);
}

int git_config_open_ondisk(git_config **out, const char *path)
{
    return LIBGIT2_FUNCTION(git_config_open_ondisk)(out, path);
}

int git_config_set_string(git_config *cfg, const char *name, const char *value)
{
    return LIBGIT2_FUNCTION(git_config_set_string)(cfg, name, value);
}

int git_credential_ssh_key_from_agent(git_credential **out, const char *username)
{
    return LIBGIT2_FUNCTION(git_credential_ssh_key_from_agent)(out, username);
}

int git_credential_ssh_key_new(git_credential **out, const char *username, const char *publickey, const char *privatekey, const char *passphrase)
{
    return LIBGIT2_FUNCTION(git_credential_ssh_key_new)(out, username, publickey, privatekey, passphrase);
}

int git_credential_username_new(git_credential **out, const char *username)
{
    return LIBGIT2_FUNCTION(git_credential_username_new)(out, username);
}

int git_credential_userpass_plaintext_new(git_credential **out, const char *username, const char *password)
{
    return LIBGIT2_FUNCTION(git_credential_userpass_plaintext_new)(out, username, password);
}

int git_diff_options_init(git_diff_options *opts, unsigned int version)
{
    return LIBGIT2_FUNCTION(git_diff_options_init)(opts, version);
}

void git_error_clear(void)
{
    LIBGIT2_FUNCTION(git_error_clear)();
}

const git_error *git_error_last(void)
{
    return LIBGIT2_FUNCTION(git_error_last)();
}

int git_fetch_options_init(git_fetch_options *opts, unsigned int version)
{
    return LIBGIT2_FUNCTION(git_fetch_options_init)(opts, version);
}

int git_graph_descendant_of(git_repository *repo, const git_oid *commit, const git_oid *ancestor)
{
    return LIBGIT2_FUNCTION(git_graph_descendant_of)(repo, commit, ancestor);
}

int git_index_add(git_index *index, const git_index_entry *source_entry)
{
    return LIBGIT2_FUNCTION(git_index_add)(index, source_entry);
}

int git_index_add_bypath(git_index *index, const char *path)
{
    return LIBGIT2_FUNCTION(git_index_add_bypath)(index, path);
}

void git_index_conflict_iterator_free(git_index_conflict_iterator *iterator)
{
    LIBGIT2_FUNCTION(git_index_conflict_iterator_free)(iterator);
}

int git_index_conflict_iterator_new(git_index_conflict_iterator **iterator_out, git_index *index)
{
    return LIBGIT2_FUNCTION(git_index_conflict_iterator_new)(iterator_out, index);
}

int git_index_conflict_next(const git_index_entry **ancestor_out, const git_index_entry **our_out, const git_index_entry **their_out, git_index_conflict_iterator *iterator)
{
    return LIBGIT2_FUNCTION(git_index_conflict_next)(ancestor_out, our_out, their_out, iterator);
}

int git_index_conflict_remove(git_index *index, const char *path)
{
    return LIBGIT2_FUNCTION(git_index_conflict_remove)(index, path);
}

int git_index_entry_stage(const git_index_entry *entry)
{
    return LIBGIT2_FUNCTION(git_index_entry_stage)(entry);
}

size_t git_index_entrycount(const git_index *index)
{
    return LIBGIT2_FUNCTION(git_index_entrycount)(index);
}

void git_index_free(git_index *index)
{
    LIBGIT2_FUNCTION(git_index_free)(index);
}

const git_index_entry *git_index_get_byindex(git_index *index, size_t n)
{
    return LIBGIT2_FUNCTION(git_index_get_byindex)(index, n);
}

const git_index_entry *git_index_get_bypath(git_index *index, const char *path, int stage)
{
    return LIBGIT2_FUNCTION(git_index_get_bypath)(index, path, stage);
}

int git_index_has_conflicts(const git_index *index)
{
    return LIBGIT2_FUNCTION(git_index_has_conflicts)(index);
}

int git_index_new(git_index **out)
{
    return LIBGIT2_FUNCTION(git_index_new)(out);
}

int git_index_read(git_index *index, int force)
{
    return LIBGIT2_FUNCTION(git_index_read)(index, force);
}

int git_index_read_tree(git_index *index, const git_tree *tree)
{
    return LIBGIT2_FUNCTION(git_index_read_tree)(index, tree);
}

int git_index_remove_bypath(git_index *index, const char *path)
{
    return LIBGIT2_FUNCTION(git_index_remove_bypath)(index, path);
}

int git_index_write(git_index *index)
{
    return LIBGIT2_FUNCTION(git_index_write)(index);
}

int git_index_write_tree(git_oid *out, git_index *index)
{
    return LIBGIT2_FUNCTION(git_index_write_tree)(out, index);
}

int git_index_write_tree_to(git_oid *out, git_index *index, git_repository *repo)
{
    return LIBGIT2_FUNCTION(git_index_write_tree_to)(out, index, repo);
}

int git_libgit2_features(void)
{
    return LIBGIT2_FUNCTION(git_libgit2_features)();
}

int git_libgit2_init(void)
{
    return LIBGIT2_FUNCTION(git_libgit2_init)();
}

int git_libgit2_version(int *major, int *minor, int *rev)
{
    return LIBGIT2_FUNCTION(git_libgit2_version)(major, minor, rev);
}

int git_merge_base(git_oid *out, git_repository *repo, const git_oid *one, const git_oid *two)
{
    return LIBGIT2_FUNCTION(git_merge_base)(out, repo, one, two);
}

int git_merge_commits(git_index **out, git_repository *repo, const git_commit *our_commit, const git_commit *their_commit, const git_merge_options *opts)
{
    return LIBGIT2_FUNCTION(git_merge_commits)(out, repo, our_commit, their_commit, opts);
}

int git_merge_file(git_merge_file_result *out, const git_merge_file_input *ancestor, const git_merge_file_input *ours, const git_merge_file_input *theirs, const git_merge_file_options *opts)
{
    return LIBGIT2_FUNCTION(git_merge_file)(out, ancestor, ours, theirs, opts);
}

int git_merge_file_input_init(git_merge_file_input *opts, unsigned int version)
{
    return LIBGIT2_FUNCTION(git_merge_file_input_init)(opts, version);
}

void git_merge_file_result_free(git_merge_file_result *result)
{
    LIBGIT2_FUNCTION(git_merge_file_result_free)(result);
}

int git_merge_options_init(git_merge_options *opts, unsigned int version)
{
    return LIBGIT2_FUNCTION(git_merge_options_init)(opts, version);
}

void git_object_free(git_object *object)
{
    LIBGIT2_FUNCTION(git_object_free)(object);
}

int git_object_peel(git_object **peeled, const git_object *object, git_object_t target_type)
{
    return LIBGIT2_FUNCTION(git_object_peel)(peeled, object, target_type);
}

int git_odb_exists(git_odb *db, const git_oid *id)
{
    return LIBGIT2_FUNCTION(git_odb_exists)(db, id);
}

int git_odb_exists_prefix(git_oid *out, git_odb *db, const git_oid *short_id, size_t len)
{
    return LIBGIT2_FUNCTION(git_odb_exists_prefix)(out, db, short_id, len);
}

void git_odb_free(git_odb *db)
{
    LIBGIT2_FUNCTION(git_odb_free)(db);
}

const void *git_odb_object_data(git_odb_object *object)
{
    return LIBGIT2_FUNCTION(git_odb_object_data)(object);
}

void git_odb_object_free(git_odb_object *object)
{
    LIBGIT2_FUNCTION(git_odb_object_free)(object);
}

size_t git_odb_object_size(git_odb_object *object)
{
    return LIBGIT2_FUNCTION(git_odb_object_size)(object);
}

git_object_t git_odb_object_type(git_odb_object *object)
{
    return LIBGIT2_FUNCTION(git_odb_object_type)(object);
}

int git_odb_read(git_odb_object **out, git_odb *db, const git_oid *id)
{
    return LIBGIT2_FUNCTION(git_odb_read)(out, db, id);
}

int git_odb_read_header(size_t *len_out, git_object_t *type_out, git_odb *db, const git_oid *id)
{
    return LIBGIT2_FUNCTION(git_odb_read_header)(len_out, type_out, db, id);
}

int git_oid_equal(const git_oid *a, const git_oid *b)
{
    return LIBGIT2_FUNCTION(git_oid_equal)(a, b);
}

int git_oid_fromstr(git_oid *out, const char *str)
{
    return LIBGIT2_FUNCTION(git_oid_fromstr)(out, str);
}

int git_oid_fromstrn(git_oid *out, const char *str, size_t length)
{
    return LIBGIT2_FUNCTION(git_oid_fromstrn)(out, str, length);
}

int git_oid_is_zero(const git_oid *id)
{
    return LIBGIT2_FUNCTION(git_oid_is_zero)(id);
}

char *git_oid_tostr(char *out, size_t n, const git_oid *id)
{
    return LIBGIT2_FUNCTION(git_oid_tostr)(out, n, id);
}

void git_patch_free(git_patch *patch)
{
    LIBGIT2_FUNCTION(git_patch_free)(patch);
}

int git_patch_from_buffers(git_patch **out, const void *old_buffer, size_t old_len, const char *old_as_path, const void *new_buffer, size_t new_len, const char *new_as_path, const git_diff_options *opts)
{
    return LIBGIT2_FUNCTION(git_patch_from_buffers)(out, old_buffer, old_len, old_as_path, new_buffer, new_len, new_as_path, opts);
}

int git_patch_get_hunk(const git_diff_hunk **out, size_t *lines_in_hunk, git_patch *patch, size_t hunk_idx)
{
    return LIBGIT2_FUNCTION(git_patch_get_hunk)(out, lines_in_hunk, patch, hunk_idx);
}

int git_patch_get_line_in_hunk(const git_diff_line **out, git_patch *patch, size_t hunk_idx, size_t line_of_hunk)
{
    return LIBGIT2_FUNCTION(git_patch_get_line_in_hunk)(out, patch, hunk_idx, line_of_hunk);
}

size_t git_patch_num_hunks(const git_patch *patch)
{
    return LIBGIT2_FUNCTION(git_patch_num_hunks)(patch);
}

int git_push_options_init(git_push_options *opts, unsigned int version)
{
    return LIBGIT2_FUNCTION(git_push_options_init)(opts, version);
}

int git_reference_create(git_reference **out, git_repository *repo, const char *name, const git_oid *id, int force, const char *log_message)
{
    return LIBGIT2_FUNCTION(git_reference_create)(out, repo, name, id, force, log_message);
}

int git_reference_create_matching(git_reference **out, git_repository *repo, const char *name, const git_oid *id, int force, const git_oid *current_id, const char *log_message)
{
    return LIBGIT2_FUNCTION(git_reference_create_matching)(out, repo, name, id, force, current_id, log_message);
}

void git_reference_free(git_reference *ref)
{
    LIBGIT2_FUNCTION(git_reference_free)(ref);
}

void git_reference_iterator_free(git_reference_iterator *iter)
{
    LIBGIT2_FUNCTION(git_reference_iterator_free)(iter);
}

int git_reference_iterator_glob_new(git_reference_iterator **out, git_repository *repo, const char *glob)
{
    return LIBGIT2_FUNCTION(git_reference_iterator_glob_new)(out, repo, glob);
}

int git_reference_lookup(git_reference **out, git_repository *repo, const char *name)
{
    return LIBGIT2_FUNCTION(git_reference_lookup)(out, repo, name);
}

const char *git_reference_name(const git_reference *ref)
{
    return LIBGIT2_FUNCTION(git_reference_name)(ref);
}

int git_reference_name_to_id(git_oid *out, git_repository *repo, const char *name)
{
    return LIBGIT2_FUNCTION(git_reference_name_to_id)(out, repo, name);
}

int git_reference_next(git_reference **out, git_reference_iterator *iter)
{
    return LIBGIT2_FUNCTION(git_reference_next)(out, iter);
}

const char *git_reference_symbolic_target(const git_reference *ref)
{
    return LIBGIT2_FUNCTION(git_reference_symbolic_target)(ref);
}

const git_oid *git_reference_target(const git_reference *ref)
{
    return LIBGIT2_FUNCTION(git_reference_target)(ref);
}

int git_remote_create(git_remote **out, git_repository *repo, const char *name, const char *url)
{
    return LIBGIT2_FUNCTION(git_remote_create)(out, repo, name, url);
}

int git_remote_delete(git_repository *repo, const char *name)
{
    return LIBGIT2_FUNCTION(git_remote_delete)(repo, name);
}

int git_remote_fetch(git_remote *remote, const git_strarray *refspecs, const git_fetch_options *opts, const char *reflog_message)
{
    return LIBGIT2_FUNCTION(git_remote_fetch)(remote, refspecs, opts, reflog_message);
}

void git_remote_free(git_remote *remote)
{
    LIBGIT2_FUNCTION(git_remote_free)(remote);
}

int git_remote_init_callbacks(git_remote_callbacks *opts, unsigned int version)
{
    return LIBGIT2_FUNCTION(git_remote_init_callbacks)(opts, version);
}

int git_remote_list(git_strarray *out, git_repository *repo)
{
    return LIBGIT2_FUNCTION(git_remote_list)(out, repo);
}

int git_remote_lookup(git_remote **out, git_repository *repo, const char *name)
{
    return LIBGIT2_FUNCTION(git_remote_lookup)(out, repo, name);
}

const char *git_remote_name(const git_remote *remote)
{
    return LIBGIT2_FUNCTION(git_remote_name)(remote);
}

int git_remote_name_is_valid(int *valid, const char *remote_name)
{
    return LIBGIT2_FUNCTION(git_remote_name_is_valid)(valid, remote_name);
}

int git_remote_push(git_remote *remote, const git_strarray *refspecs, const git_push_options *opts)
{
    return LIBGIT2_FUNCTION(git_remote_push)(remote, refspecs, opts);
}

const char *git_remote_pushurl(const git_remote *remote)
{
    return LIBGIT2_FUNCTION(git_remote_pushurl)(remote);
}

int git_remote_set_instance_pushurl(git_remote *remote, const char *url)
{
    return LIBGIT2_FUNCTION(git_remote_set_instance_pushurl)(remote, url);
}

int git_remote_set_instance_url(git_remote *remote, const char *url)
{
    return LIBGIT2_FUNCTION(git_remote_set_instance_url)(remote, url);
}

const char *git_remote_url(const git_remote *remote)
{
    return LIBGIT2_FUNCTION(git_remote_url)(remote);
}

int git_repository_config(git_config **out, git_repository *repo)
{
    return LIBGIT2_FUNCTION(git_repository_config)(out, repo);
}

void git_repository_free(git_repository *repo)
{
    LIBGIT2_FUNCTION(git_repository_free)(repo);
}

int git_repository_head_unborn(git_repository *repo)
{
    return LIBGIT2_FUNCTION(git_repository_head_unborn)(repo);
}

int git_repository_index(git_index **out, git_repository *repo)
{
    return LIBGIT2_FUNCTION(git_repository_index)(out, repo);
}

int git_repository_init_ext(git_repository **out, const char *repo_path, git_repository_init_options *opts)
{
    return LIBGIT2_FUNCTION(git_repository_init_ext)(out, repo_path, opts);
}

int git_repository_init_options_init(git_repository_init_options *opts, unsigned int version)
{
    return LIBGIT2_FUNCTION(git_repository_init_options_init)(opts, version);
}

int git_repository_is_bare(const git_repository *repo)
{
    return LIBGIT2_FUNCTION(git_repository_is_bare)(repo);
}

int git_repository_odb(git_odb **out, git_repository *repo)
{
    return LIBGIT2_FUNCTION(git_repository_odb)(out, repo);
}

int git_repository_open_ext(git_repository **out, const char *path, unsigned int flags, const char *ceiling_dirs)
{
    return LIBGIT2_FUNCTION(git_repository_open_ext)(out, path, flags, ceiling_dirs);
}

const char *git_repository_path(const git_repository *repo)
{
    return LIBGIT2_FUNCTION(git_repository_path)(repo);
}

int git_repository_set_index(git_repository *repo, git_index *index)
{
    return LIBGIT2_FUNCTION(git_repository_set_index)(repo, index);
}

const char *git_repository_workdir(const git_repository *repo)
{
    return LIBGIT2_FUNCTION(git_repository_workdir)(repo);
}

int git_reset(git_repository *repo, const git_object *target, git_reset_t reset_type, const git_checkout_options *checkout_opts)
{
    return LIBGIT2_FUNCTION(git_reset)(repo, target, reset_type, checkout_opts);
}

int git_revparse_single(git_object **out, git_repository *repo, const char *spec)
{
    return LIBGIT2_FUNCTION(git_revparse_single)(out, repo, spec);
}

void git_revwalk_free(git_revwalk *walk)
{
    LIBGIT2_FUNCTION(git_revwalk_free)(walk);
}

int git_revwalk_hide(git_revwalk *walk, const git_oid *commit_id)
{
    return LIBGIT2_FUNCTION(git_revwalk_hide)(walk, commit_id);
}

int git_revwalk_new(git_revwalk **out, git_repository *repo)
{
    return LIBGIT2_FUNCTION(git_revwalk_new)(out, repo);
}

int git_revwalk_next(git_oid *out, git_revwalk *walk)
{
    return LIBGIT2_FUNCTION(git_revwalk_next)(out, walk);
}

int git_revwalk_push(git_revwalk *walk, const git_oid *id)
{
    return LIBGIT2_FUNCTION(git_revwalk_push)(walk, id);
}

int git_revwalk_push_head(git_revwalk *walk)
{
    return LIBGIT2_FUNCTION(git_revwalk_push_head)(walk);
}

int git_revwalk_sorting(git_revwalk *walk, unsigned int sort_mode)
{
    return LIBGIT2_FUNCTION(git_revwalk_sorting)(walk, sort_mode);
}

int git_signature_default(git_signature **out, git_repository *repo)
{
    return LIBGIT2_FUNCTION(git_signature_default)(out, repo);
}

int git_signature_dup(git_signature **dest, const git_signature *sig)
{
    return LIBGIT2_FUNCTION(git_signature_dup)(dest, sig);
}

void git_signature_free(git_signature *sig)
{
    LIBGIT2_FUNCTION(git_signature_free)(sig);
}

int git_signature_new(git_signature **out, const char *name, const char *email, git_time_t time, int offset)
{
    return LIBGIT2_FUNCTION(git_signature_new)(out, name, email, time, offset);
}

int git_signature_now(git_signature **out, const char *name, const char *email)
{
    return LIBGIT2_FUNCTION(git_signature_now)(out, name, email);
}

const git_status_entry *git_status_byindex(git_status_list *statuslist, size_t idx)
{
    return LIBGIT2_FUNCTION(git_status_byindex)(statuslist, idx);
}

size_t git_status_list_entrycount(git_status_list *statuslist)
{
    return LIBGIT2_FUNCTION(git_status_list_entrycount)(statuslist);
}

void git_status_list_free(git_status_list *statuslist)
{
    LIBGIT2_FUNCTION(git_status_list_free)(statuslist);
}

int git_status_list_new(git_status_list **out, git_repository *repo, const git_status_options *opts)
{
    return LIBGIT2_FUNCTION(git_status_list_new)(out, repo, opts);
}

int git_status_options_init(git_status_options *opts, unsigned int version)
{
    return LIBGIT2_FUNCTION(git_status_options_init)(opts, version);
}

void git_strarray_dispose(git_strarray *array)
{
    LIBGIT2_FUNCTION(git_strarray_dispose)(array);
}

int git_tree_create_updated(git_oid *out, git_repository *repo, git_tree *baseline, size_t nupdates, const git_tree_update *updates)
{
    return LIBGIT2_FUNCTION(git_tree_create_updated)(out, repo, baseline, nupdates, updates);
}

const git_tree_entry *git_tree_entry_byindex(const git_tree *tree, size_t idx)
{
    return LIBGIT2_FUNCTION(git_tree_entry_byindex)(tree, idx);
}

const git_tree_entry *git_tree_entry_byname(const git_tree *tree, const char *filename)
{
    return LIBGIT2_FUNCTION(git_tree_entry_byname)(tree, filename);
}

int git_tree_entry_bypath(git_tree_entry **out, const git_tree *root, const char *path)
{
    return LIBGIT2_FUNCTION(git_tree_entry_bypath)(out, root, path);
}

git_filemode_t git_tree_entry_filemode(const git_tree_entry *entry)
{
    return LIBGIT2_FUNCTION(git_tree_entry_filemode)(entry);
}

void git_tree_entry_free(git_tree_entry *entry)
{
    LIBGIT2_FUNCTION(git_tree_entry_free)(entry);
}

const git_oid *git_tree_entry_id(const git_tree_entry *entry)
{
    return LIBGIT2_FUNCTION(git_tree_entry_id)(entry);
}

const char *git_tree_entry_name(const git_tree_entry *entry)
{
    return LIBGIT2_FUNCTION(git_tree_entry_name)(entry);
}

git_object_t git_tree_entry_type(const git_tree_entry *entry)
{
    return LIBGIT2_FUNCTION(git_tree_entry_type)(entry);
}

size_t git_tree_entrycount(const git_tree *tree)
{
    return LIBGIT2_FUNCTION(git_tree_entrycount)(tree);
}

void git_tree_free(git_tree *tree)
{
    LIBGIT2_FUNCTION(git_tree_free)(tree);
}

const git_oid *git_tree_id(const git_tree *tree)
{
    return LIBGIT2_FUNCTION(git_tree_id)(tree);
}

int git_tree_lookup(git_tree **out, git_repository *repo, const git_oid *id)
{
    return LIBGIT2_FUNCTION(git_tree_lookup)(out, repo, id);
}

void git_treebuilder_free(git_treebuilder *bld)
{
    LIBGIT2_FUNCTION(git_treebuilder_free)(bld);
}

int git_treebuilder_insert(const git_tree_entry **out, git_treebuilder *bld, const char *filename, const git_oid *id, git_filemode_t filemode)
{
    return LIBGIT2_FUNCTION(git_treebuilder_insert)(out, bld, filename, id, filemode);
}

int git_treebuilder_new(git_treebuilder **out, git_repository *repo, const git_tree *source)
{
    return LIBGIT2_FUNCTION(git_treebuilder_new)(out, repo, source);
}

int git_treebuilder_write(git_oid *id, git_treebuilder *bld)
{
    return LIBGIT2_FUNCTION(git_treebuilder_write)(id, bld);
}

static const char *const stubbed[] = {
    "git_attr_get_many_ext",
    "git_attr_value",
    "git_blob_create_from_buffer",
    "git_blob_create_from_workdir",
    "git_blob_free",
    "git_blob_id",
    "git_blob_is_binary",
    "git_blob_lookup",
    "git_blob_rawcontent",
    "git_blob_rawsize",
    "git_buf_dispose",
    "git_checkout_options_init",
    "git_commit_author",
    "git_commit_committer",
    "git_commit_create",
    "git_commit_free",
    "git_commit_id",
    "git_commit_lookup",
    "git_commit_message",
    "git_commit_parent",
    "git_commit_parent_id",
    "git_commit_parentcount",
    "git_commit_summary",
    "git_commit_time",
    "git_commit_time_offset",
    "git_commit_tree",
    "git_commit_tree_id",
    "git_config_delete_entry",
    "git_config_free",
    "git_config_get_string_buf",
    "git_config_iterator_free",
    "git_config_iterator_glob_new",
    "git_config_next",
    "git_config_open_level",
    "git_config_open_ondisk",
    "git_config_set_string",
    "git_credential_ssh_key_from_agent",
    "git_credential_ssh_key_new",
    "git_credential_username_new",
    "git_credential_userpass_plaintext_new",
    "git_diff_options_init",
    "git_error_clear",
    "git_error_last",
    "git_fetch_options_init",
    "git_graph_descendant_of",
    "git_index_add",
    "git_index_add_bypath",
    "git_index_conflict_iterator_free",
    "git_index_conflict_iterator_new",
    "git_index_conflict_next",
    "git_index_conflict_remove",
    "git_index_entry_stage",
    "git_index_entrycount",
    "git_index_free",
    "git_index_get_byindex",
    "git_index_get_bypath",
    "git_index_has_conflicts",
    "git_index_new",
    "git_index_read",
    "git_index_read_tree",
    "git_index_remove_bypath",
    "git_index_write",
    "git_index_write_tree",
    "git_index_write_tree_to",
    "git_libgit2_features",
    "git_libgit2_init",
    "git_libgit2_version",
    "git_merge_base",
    "git_merge_commits",
    "git_merge_file",
    "git_merge_file_input_init",
    "git_merge_file_result_free",
    "git_merge_options_init",
    "git_object_free",
    "git_object_peel",
    "git_odb_exists",
    "git_odb_exists_prefix",
    "git_odb_free",
    "git_odb_object_data",
    "git_odb_object_free",
    "git_odb_object_size",
    "git_odb_object_type",
    "git_odb_read",
    "git_odb_read_header",
    "git_oid_equal",
    "git_oid_fromstr",
    "git_oid_fromstrn",
    "git_oid_is_zero",
    "git_oid_tostr",
    "git_patch_free",
    "git_patch_from_buffers",
    "git_patch_get_hunk",
    "git_patch_get_line_in_hunk",
    "git_patch_num_hunks",
    "git_push_options_init",
    "git_reference_create",
    "git_reference_create_matching",
    "git_reference_free",
    "git_reference_iterator_free",
    "git_reference_iterator_glob_new",
    "git_reference_lookup",
    "git_reference_name",
    "git_reference_name_to_id",
    "git_reference_next",
    "git_reference_symbolic_target",
    "git_reference_target",
    "git_remote_create",
    "git_remote_delete",
    "git_remote_fetch",
    "git_remote_free",
    "git_remote_init_callbacks",
    "git_remote_list",
    "git_remote_lookup",
    "git_remote_name",
    "git_remote_name_is_valid",
    "git_remote_push",
    "git_remote_pushurl",
    "git_remote_set_instance_pushurl",
    "git_remote_set_instance_url",
    "git_remote_url",
    "git_repository_config",
    "git_repository_free",
    "git_repository_head_unborn",
    "git_repository_index",
    "git_repository_init_ext",
    "git_repository_init_options_init",
    "git_repository_is_bare",
    "git_repository_odb",
    "git_repository_open_ext",
    "git_repository_path",
    "git_repository_set_index",
    "git_repository_workdir",
    "git_reset",
    "git_revparse_single",
    "git_revwalk_free",
    "git_revwalk_hide",
    "git_revwalk_new",
    "git_revwalk_next",
    "git_revwalk_push",
    "git_revwalk_push_head",
    "git_revwalk_sorting",
    "git_signature_default",
    "git_signature_dup",
    "git_signature_free",
    "git_signature_new",
    "git_signature_now",
    "git_status_byindex",
    "git_status_list_entrycount",
    "git_status_list_free",
    "git_status_list_new",
    "git_status_options_init",
    "git_strarray_dispose",
    "git_tree_create_updated",
    "git_tree_entry_byindex",
    "git_tree_entry_byname",
    "git_tree_entry_bypath",
    "git_tree_entry_filemode",
    "git_tree_entry_free",
    "git_tree_entry_id",
    "git_tree_entry_name",
    "git_tree_entry_type",
    "git_tree_entrycount",
    "git_tree_free",
    "git_tree_id",
    "git_tree_lookup",
    "git_treebuilder_free",
    "git_treebuilder_insert",
    "git_treebuilder_new",
    "git_treebuilder_write",
};

const char *lazy_libgit2_stubbed_name(int index)
{
    return index >= 0 && index < (int)(sizeof stubbed / sizeof *stubbed) ? stubbed[index] : NULL;
}
