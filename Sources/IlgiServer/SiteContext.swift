import Hummingbird

/// What Hummingbird carries beside each request through the site's middleware and routes:
/// nothing of ilgi's own yet (the language and the gate's verdict are worked out from the
/// request where they are needed).
public struct SiteContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The address the connection came from, without its port ("" when unknown): what the
    /// pairing page counts tries by.
    public var client: String

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        client = source.channel.remoteAddress?.ipAddress ?? ""
    }
}
