// The entry model (IlgiEntry), the store (IlgiStore) and the catalog (IlgiCatalog) are modules of
// their own, so that the entry model cannot reach a journal, git or a file, and neither the store
// nor the catalog can reach sync or a feature; whoever imports IlgiCore gets all three, as NIO's
// users get NIOCore.
@_exported import IlgiCatalog
@_exported import IlgiEntry
@_exported import IlgiStore
