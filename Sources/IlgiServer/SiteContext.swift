import Hummingbird
import IlgiCore
import IlgiEntry

/// What Hummingbird carries beside each request through the site's middleware and routes:
/// where it came from, and the language it is answered in (worked out once, by
/// `ErrorPageMiddleware`, for the error pages and the pages alike).
public struct SiteContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The address the connection came from, without its port ("" when unknown): what the
    /// pairing page counts tries by.
    public var client: String
    /// The language the answer is in: the user's setting, else the browser's.
    public var language: Language = .english
    /// At `/mcp`, what the assistant's token lets it do (set by the gate).
    public var assistantGrant: AssistantGrant?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        client = source.channel.remoteAddress?.ipAddress ?? ""
    }
}
