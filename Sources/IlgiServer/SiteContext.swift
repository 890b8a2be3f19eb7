import Hummingbird

/// What Hummingbird carries beside each request through the site's middleware and routes:
/// nothing of ilgi's own yet (the language and the gate's verdict are worked out from the
/// request where they are needed).
public struct SiteContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}
