/// The address of a row as UIKit's `IndexPath` gives it: a section, and a row within it.
///
/// A table without sections has one, section 0, whose rows are addressed `(0, index)`.
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The row's index within its section.
    public var row: Int
    /// The section's index.
    public var section: Int

    /// Creates an index path.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "[\(section), \(row)]" }
}

/// A section of a table: an identity, a header title and the rows under it, for creating a
/// table with ``GestureTable/init(sections:width:clock:configuration:)``, inserting one with
/// ``GestureTable/insertSection(_:at:animation:)`` or handing them all over with
/// ``GestureTable/setSections(_:animation:registersUndo:)``.
///
/// ```swift
/// let table = try GestureTable(sections: [
///     TableSection(title: "Today", rows: today),
///     TableSection(title: "Yesterday", rows: yesterday),
/// ], width: 320, clock: VirtualClock())
/// ```
///
/// The id is what ``GestureTable/setSections(_:animation:registersUndo:)`` matches sections by: a section
/// whose id is kept keeps its place in the diff (moved, retitled), whatever its title now says.
public struct TableSection<Row>: Identifiable {
    /// What identifies the section across changes: by default its title, or the empty string
    /// for a section without one.
    public var id: String
    /// The header's title; `nil` draws no header.
    public var title: String?
    /// The rows, in display order. A section may have none.
    public var rows: [Row]

    /// Creates a section identified by its title (the empty string when it has none).
    public init(title: String?, rows: [Row]) {
        self.init(id: title ?? "", title: title, rows: rows)
    }

    /// Creates a section with an identity of its own, for a section whose title changes (a
    /// count in it, a localized name) or that has none.
    public init(id: String, title: String?, rows: [Row]) {
        self.id = id
        self.title = title
        self.rows = rows
    }
}

extension TableSection: Sendable where Row: Sendable {}

extension TableSection {
    /// Throws ``GestureTableError/Code/duplicateSectionID`` when two of `sections` have the same
    /// id: sections are found by id (``GestureTable/setSections(_:animation:registersUndo:)``).
    static func checkUniqueIDs(_ sections: [TableSection]) throws(GestureTableError) {
        var ids = Set<String>(minimumCapacity: sections.count)
        for (index, section) in sections.enumerated() where !ids.insert(section.id).inserted {
            throw GestureTableError(
                .duplicateSectionID, "section \(index) has id \"\(section.id)\", which an earlier section has already")
        }
    }
}
extension TableSection: Equatable where Row: Equatable {}
extension TableSection: Hashable where Row: Hashable {}

/// A section header placed in the viewport by ``GestureTable/headerLayout(height:)``.
public struct LaidOutHeader: Hashable, Sendable {
    /// The section's index.
    public var section: Int
    /// The title.
    public var title: String
    /// The top edge, in viewport coordinates. The header of the section at the top of the
    /// viewport sticks at 0 until the next header pushes it up, as in a plain `UITableView`.
    public var y: Double
    /// The height: ``TableConfiguration/sectionHeaderHeight``.
    public var height: Double
    /// Whether it is held at the top rather than drawn where its section starts.
    public var isPinned: Bool
}

/// One change of a sectioned table's rows, addressed by index path, or of its sections,
/// reported through ``GestureTable/onSectionedRowChange``: apply each to an array of sections
/// to keep it equal to the table's.
///
/// ```swift
/// table.onSectionedRowChange = { change in change.apply(to: &mailsByDay) }
/// ```
///
/// A section's insertion or deletion carries no rows: the rows of an inserted section follow as
/// insertions, those of a deleted one go first as deletions. Each change says whether an undo or
/// a redo made it (``origin``).
public enum SectionedRowChange<Row> {
    /// `row` was inserted at `indexPath`.
    case insert(Row, at: TableIndexPath, origin: ChangeOrigin = .edit)
    /// The row at `indexPath` was removed.
    case delete(at: TableIndexPath, origin: ChangeOrigin = .edit)
    /// The row at `source` was moved to `destination` (remove at `source`, then insert at
    /// `destination`): within a section or across sections.
    case move(from: TableIndexPath, to: TableIndexPath, origin: ChangeOrigin = .edit)
    /// The row at `indexPath` got a new value with the same id.
    case update(Row, at: TableIndexPath, origin: ChangeOrigin = .edit)
    // Sections
    /// An empty section was inserted at `index`; its rows, if any, follow as insertions.
    case insertSection(id: String, title: String?, at: Int, origin: ChangeOrigin = .edit)
    /// The section at `index`, empty by then, was removed; its rows' deletions came before.
    case deleteSection(at: Int, origin: ChangeOrigin = .edit)
    /// The section at `source` was moved, rows and all, so that it now sits at `destination`
    /// (standard-library `move` semantics).
    case moveSection(from: Int, to: Int, origin: ChangeOrigin = .edit)
    /// The section at `index` got a new title; its id stays.
    case updateSection(title: String?, at: Int, origin: ChangeOrigin = .edit)

    /// What made the change: an edit, an undo, a redo, a change without an undo step, or a lifted
    /// row's provisional move.
    public var origin: ChangeOrigin {
        switch self {
        case .insert(_, _, let origin), .delete(_, let origin), .move(_, _, let origin), .update(_, _, let origin),
            .insertSection(_, _, _, let origin), .deleteSection(_, let origin), .moveSection(_, _, let origin),
            .updateSection(_, _, let origin):
            origin
        }
    }

    /// Applies the change to an array of sections that held the table's rows before it.
    ///
    /// An array that is not in step (an index path it does not have) is left as it is.
    public func apply(to sections: inout [[Row]]) {
        switch self {
        case .insertSection(_, _, let index, _):
            if index >= 0, index <= sections.count { sections.insert([], at: index) }
        case .deleteSection(let index, _):
            if sections.indices.contains(index) { sections.remove(at: index) }
        case .moveSection(let source, let destination, _):
            guard sections.indices.contains(source), sections.indices.contains(destination) else { return }
            sections.insert(sections.remove(at: source), at: destination)
        case .updateSection:
            break
        case .insert(let row, let path, _):
            guard sections.indices.contains(path.section), path.row >= 0, path.row <= sections[path.section].count
            else { return }
            sections[path.section].insert(row, at: path.row)
        case .delete(let path, _):
            guard Self.contains(path, in: sections) else { return }
            sections[path.section].remove(at: path.row)
        case .move(let source, let destination, _):
            guard Self.contains(source, in: sections), sections.indices.contains(destination.section) else { return }
            let limit = sections[destination.section].count - (source.section == destination.section ? 1 : 0)
            guard destination.row >= 0, destination.row <= limit else { return }
            let row = sections[source.section].remove(at: source.row)
            sections[destination.section].insert(row, at: destination.row)
        case .update(let row, let path, _):
            guard Self.contains(path, in: sections) else { return }
            sections[path.section][path.row] = row
        }
    }

    /// Applies the change to an array of ``TableSection`` values that held the table's sections
    /// before it: rows, ids and titles.
    ///
    /// An array that is not in step (an index or index path it does not have) is left as it is.
    public func apply(to sections: inout [TableSection<Row>]) {
        switch self {
        case .insertSection(let id, let title, let index, _):
            if index >= 0, index <= sections.count { sections.insert(TableSection(id: id, title: title, rows: []), at: index) }
        case .deleteSection(let index, _):
            if sections.indices.contains(index) { sections.remove(at: index) }
        case .moveSection(let source, let destination, _):
            guard sections.indices.contains(source), sections.indices.contains(destination) else { return }
            sections.insert(sections.remove(at: source), at: destination)
        case .updateSection(let title, let index, _):
            if sections.indices.contains(index) { sections[index].title = title }
        case .insert(let row, let path, _):
            guard sections.indices.contains(path.section), path.row >= 0, path.row <= sections[path.section].rows.count
            else { return }
            sections[path.section].rows.insert(row, at: path.row)
        case .delete(let path, _):
            guard Self.contains(path, in: sections) else { return }
            sections[path.section].rows.remove(at: path.row)
        case .move(let source, let destination, _):
            guard Self.contains(source, in: sections), sections.indices.contains(destination.section) else { return }
            let limit = sections[destination.section].rows.count - (source.section == destination.section ? 1 : 0)
            guard destination.row >= 0, destination.row <= limit else { return }
            let row = sections[source.section].rows.remove(at: source.row)
            sections[destination.section].rows.insert(row, at: destination.row)
        case .update(let row, let path, _):
            guard Self.contains(path, in: sections) else { return }
            sections[path.section].rows[path.row] = row
        }
    }

    private static func contains(_ path: TableIndexPath, in sections: [TableSection<Row>]) -> Bool {
        sections.indices.contains(path.section) && sections[path.section].rows.indices.contains(path.row)
    }

    private static func contains(_ path: TableIndexPath, in sections: [[Row]]) -> Bool {
        sections.indices.contains(path.section) && sections[path.section].indices.contains(path.row)
    }
}

extension SectionedRowChange: Sendable where Row: Sendable {}
extension SectionedRowChange: Equatable where Row: Equatable {}
extension SectionedRowChange: Hashable where Row: Hashable {}
