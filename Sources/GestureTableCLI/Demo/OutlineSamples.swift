import GestureTable

/// A row of the outline demo: a project or one of its tasks.
struct OutlineItem: Identifiable, Hashable {
    let id: Int
    var title: String
    /// Whether it is a project, which stays at the top level; a task belongs to a project.
    var isProject: Bool
}

/// The outline demo's projects and tasks (`gesture-table demo --outline`), and its rule.
enum OutlineSamples {
    /// Each project, its tasks, whether it starts expanded; a task may have subtasks (the
    /// second list), which show how ← takes a row out of its parent.
    static let projects: [(title: String, isExpanded: Bool, tasks: [(title: String, subtasks: [String])])] = [
        ("Website", true, [
            ("Draft the landing page", []), ("Pick the fonts", []), ("Write the docs", ["API reference", "Tutorial"]),
            ("Set up analytics", []),
        ]),
        ("Mobile app", true, [("Sketch the screens", []), ("Build the list", []), ("Beta on TestFlight", [])]),
        ("Release 2.0", false, [
            ("Freeze the API", []), ("Changelog", []), ("Tag the release", []), ("Announce it", []), ("Celebrate", []),
        ]),
        ("Hiring", true, [("Post the job", []), ("Screen candidates", []), ("Interviews", [])]),
    ]

    /// The projects as an outline, ids in the order the rows are declared.
    static func outline() -> [OutlineNode<OutlineItem>] {
        var nextID = 0
        func item(_ title: String, isProject: Bool) -> OutlineItem {
            defer { nextID += 1 }
            return OutlineItem(id: nextID, title: title, isProject: isProject)
        }
        return projects.map { project in
            let parent = item(project.title, isProject: true)
            let tasks = project.tasks.map { task in
                let row = item(task.title, isProject: false)
                return OutlineNode(row, children: task.subtasks.map { OutlineNode(item($0, isProject: false)) })
            }
            return OutlineNode(parent, isExpanded: project.isExpanded, children: tasks)
        }
    }

    /// The rows `nodes` show, in order: each row, then the rows shown under it while it is
    /// expanded.
    static func shownRows(of nodes: [OutlineNode<OutlineItem>]) -> [OutlineItem] {
        nodes.flatMap { node in [node.row] + (node.isExpanded ? shownRows(of: node.children) : []) }
    }

    /// Whether `row` may be dropped under `parent` (`nil`: the top level): a project stays at
    /// the top level, a task stays inside a project (or another task).
    static func canDrop(_ row: OutlineItem, into parent: OutlineItem?) -> Bool {
        row.isProject ? parent == nil : parent != nil
    }

    /// What the demo says when a drop is refused.
    static func refusal(of row: OutlineItem) -> String {
        row.isProject ? "A project stays at the top level" : "A task belongs to a project"
    }
}
