// The rows an input brings into a table: what a board checks against its other columns.

extension TableInput {
    /// The rows `input` brings into a table, by their values (an undo or a redo is checked by
    /// the board itself, which knows what it brings back).
    var arrivingRows: [Row] {
        switch self {
        case .rows(let change): change.arrivingRows
        case .sections(let change): change.arrivingRows
        default: []
        }
    }
}

extension TableInput.Rows {
    var arrivingRows: [Row] {
        switch self {
        case .insert(let row, _, _, _), .insertAtIndexPath(let row, _, _, _): [row]
        case .setRows(let rows, _): rows
        case .withoutUndo(let change): change.arrivingRows
        default: []
        }
    }
}

extension TableInput.Sections {
    var arrivingRows: [Row] {
        switch self {
        case .insert(let section, _, _): section.rows
        case .setSections(let sections, _): sections.flatMap { $0.rows }
        case .withoutUndo(let change): change.arrivingRows
        default: []
        }
    }
}
