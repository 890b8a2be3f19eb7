// The entry model is a module of its own (IlgiEntry), so that it cannot reach a journal, git
// or a file; whoever imports IlgiCore gets it too, as NIO's users get NIOCore.
@_exported import IlgiEntry
