/// The empty-state placeholder: what a table shows while it has no rows, as iOS 17's
/// `ContentUnavailableView`.
public struct Placeholder: Hashable, Sendable {
    /// The main line, such as "Inbox zero".
    public var title: String
    /// An optional second line.
    public var subtitle: String?

    /// Creates a placeholder.
    public init(title: String, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}
