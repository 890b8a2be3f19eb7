/// The views `EntryPages` fills: one struct a template, its properties the template's names.
extension EntryPages {
    /// `entry.mustache`: an article with the notice above it.
    struct EntryView {
        /// "Restored", "nothing to restore", or which older version this is.
        struct Notice {
            let id: String?
            let text: String
            var code: String? = nil
        }
        /// Said above an entry that was deleted (with its restore form below).
        let deletedNotice: String?
        let notice: Notice?
        /// `article.mustache`, rendered.
        let article: String
    }

    /// `article.mustache`: one entry, or one version of it.
    struct ArticleView {
        struct Weather {
            let emoji: String
            let words: String
        }
        struct Field {
            let key: String
            let value: String
        }
        struct Tag {
            let name: String
            let link: String
        }
        /// An entry that links to this one.
        struct Backlink {
            let title: String
            let link: String
            let date: String
        }
        let id: String
        let title: String
        let iso8601: String
        let date: String
        let weather: Weather?
        let isStarred: Bool
        let place: String?
        let fields: [Field]
        let tags: [Tag]
        /// The body as HTML that lets nothing run (`MarkdownHTML`).
        let body: String
        let backlinks: [Backlink]
        let attach: String
        /// The photos page of the entry's day, when the entry has a photo.
        let photoDay: String?
        /// The entry's own buttons (edit, copy, history, delete); else `restoreForm`.
        let entryActions: Bool
        let restoreForm: String?
        let t: [String: String]
    }

    /// `restoreForm.mustache`: the button that brings a version back.
    struct RestoreFormView {
        let id: String
        let at: String?
        let label: String
    }

    /// `history.mustache`: every version of an entry, newest first.
    struct HistoryView {
        struct Row {
            let action: String
            let iso8601: String
            let date: String
            let title: String
            let commit: String
            let shortCommit: String
            let canView: Bool
            let canGoBack: Bool
            /// `restoreForm.mustache`, rendered, when `canGoBack`.
            let restoreForm: String
        }
        struct Option {
            let commit: String
            let selected: Bool
            let label: String
        }
        /// The two version pickers, when there are two versions to compare.
        struct Compare {
            let from: [Option]
            let to: [Option]
        }
        let id: String
        let rows: [Row]
        let compare: Compare?
        let t: [String: String]
    }

    /// `diff.mustache`: what changed, line by line.
    struct DiffView {
        struct Line {
            /// The class that colours it: add, del, hunk, file, ctx, note.
            let kind: String
            let text: String
        }
        let id: String
        let heading: String
        let commit: String?
        let meta: String?
        let lines: [Line]
        let t: [String: String]
    }

    /// `confirmDelete.mustache`: the entry's row and the button that deletes it.
    struct ConfirmDeleteView {
        let id: String
        let row: EntryList.Row
        let t: [String: String]
    }
}
