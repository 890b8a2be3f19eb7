import IlgiEntry

extension Catalog {
    /// The one way a search reads the catalog: the scan `plan` chose, each hit made into what
    /// the sink shows of it (`showHit` of a parsed hit, `showFoundLines` of one read from the
    /// columns) on whichever core found it, handed to `body` newest first, in order. Returns
    /// how many hits there are: for a plan that only counts, without calling anything.
    ///
    /// Hits are found in the folded text (`entry_search_text`, memmem on both cores, or the
    /// few rows the trigram index names), joined to `entries` for the filter, and for a query
    /// that the folded text cannot decide (regexes, `--not`, whole words) parsed and asked
    /// again (`SearchQuery.matches`), as a search without the catalog would.
    ///
    /// `heldAtMost` is how many hits one pass over every row may hold before any is handed on
    /// (`forEachTransformedRow`).
    package func search<T: Sendable>(
        _ plan: SearchPlan, heldAtMost maximum: Int, showHit: @escaping @Sendable (SearchHit) -> T,
        showFoundLines: (@Sendable (FoundLines) -> T)?, _ body: (T) throws -> Void
    ) throws -> Int {
        // The bytes `ilgi search` writes into a pipe come from a caller generic over its sink
        // (`JournalSearch.run`), which reaches only the generic scan: each hit's bytes were
        // then copied through their type's witnesses (bench/RESULTS.md#code-specialized-search).
        // Cast once here, the scan runs made for bytes.
        guard T.self == [UInt8].self else {
            return try scan(plan, heldAtMost: maximum, showHit: showHit, showFoundLines: showFoundLines, body)
        }
        // safe: each cast below is from T to [UInt8], which T is (the guard above).
        return try withoutActuallyEscaping(body) { body in
            try scan(
                plan, heldAtMost: maximum, showHit: showHit as! @Sendable (SearchHit) -> [UInt8],  // safe: T is [UInt8]
                showFoundLines: showFoundLines.map { $0 as! @Sendable (FoundLines) -> [UInt8] },  // safe: T is [UInt8]
                body as! ([UInt8]) throws -> Void)  // safe: T is [UInt8]
        }
    }

    /// `search`, for one type of what is shown.
    @_specialize(where T == [UInt8])
    private func scan<T: Sendable>(
        _ plan: SearchPlan, heldAtMost maximum: Int, showHit: @escaping @Sendable (SearchHit) -> T,
        showFoundLines: (@Sendable (FoundLines) -> T)?, _ body: (T) throws -> Void
    ) throws -> Int {
        let (query, filter) = (plan.query, plan.filter)
        var found = 0
        let handOn: (T) throws -> Void = {
            found += 1
            try body($0)
        }
        switch plan.scan {
        case .countFoldedText:
            // Only words: counted in the folded text's own table, without a join.
            return try rowids(containingAll: plan.literals).found.count
        case .countRows:
            return try count(where: searchConditions(plan), limit: filter.limit)
        case .everyRowHolding:
            guard let showFoundLines else { preconditionFailure("a plan that reads columns needs showFoundLines") }
            // Every hit: found, read and shown on both cores, in one pass or, for more hits
            // than can be held at once, in windows newest first.
            try forEachTransformedRow(
                containingAll: plan.literals, where: filter.catalogConditions(in: self), maximum: maximum,
                transform: { FoundLines.showing($0, query: query, showFoundLines) }, handOn)
        case .newestRows:
            guard let showFoundLines else { preconditionFailure("a plan that reads columns needs showFoundLines") }
            let rows = try foundRows(where: searchConditions(plan), limit: filter.limit)
            try Catalog.forEachTransformed(
                rows.next, limit: filter.limit,
                transform: { kept in kept.withRow { FoundLines.showing($0, query: query, showFoundLines) } }, handOn)
        case .parsedEntries:
            // When the scan of the folded text already decided the query (words and phrases
            // that must all occur, nothing else), asking `matches` again would fold every
            // hit's text a second time.
            let decided = query.isDecidedByRequiredTerms
            try forEachEntry(
                matching: filter, extra: try query.catalogConditions(in: self),
                transform: { entry -> T? in
                    // The catalog found candidates; the query's own meaning decides, as without it.
                    guard decided || query.matches(title: entry.title, body: entry.searchedBody) else { return nil }
                    let hit = SearchHit(entry, query: query)
                    // A decided query's words are on some line of every entry that holds them:
                    // none means the entry changed after the scan found it (a save in between),
                    // and it is asked again.
                    if decided, hit.lines.isEmpty, !query.matches(title: entry.title, body: entry.searchedBody) {
                        return nil
                    }
                    return showHit(hit)
                }, handOn)
        }
        return found
    }

    /// The filter's conditions and the query's candidates, for SQL.
    private func searchConditions(_ plan: SearchPlan) throws -> CatalogConditions {
        var conditions = try plan.filter.catalogConditions(in: self)
        conditions.append(try plan.query.catalogConditions(in: self))
        return conditions
    }
}
