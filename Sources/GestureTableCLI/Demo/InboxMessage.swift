/// A message of the demo's inbox: one row of the table, two lines tall.
struct InboxMessage: Identifiable, Hashable, Sendable {
    /// The day a message arrived: the section it starts in.
    enum Day: Int, CaseIterable, Sendable {
        case today, yesterday, earlier

        /// The section's header.
        var title: String {
            switch self {
            case .today: "Today"
            case .yesterday: "Yesterday"
            case .earlier: "Earlier"
            }
        }
    }

    /// A stable identity, kept when the message moves, is snoozed or comes back by undo.
    let id: Int
    /// Who sent it.
    let sender: String
    /// What it is about.
    let subject: String
    /// The start of its body, shown dim after the subject.
    var preview = ""
    /// When it arrived, as the first line shows it at the right ("09:41", "Mon").
    var time = ""
    /// The section it starts in.
    var day = Day.today
    /// Whether it starts out read; the demo keeps the current state beside the table.
    let isInitiallyRead: Bool

    /// The built-in inbox: thirty messages, every third one read; eight today, nine yesterday,
    /// the rest earlier.
    static let samples: [InboxMessage] = [
        ("Ada Lovelace", "Notes on the Analytical Engine", "The engine weaves algebraic patterns"),
        ("Grace Hopper", "Found a moth in relay 70", "Taped it into the log book, first actual bug"),
        ("Alan Turing", "Can machines think? Draft attached", "I propose to consider the question"),
        ("Margaret Hamilton", "Priority displays: please review", "The alarms were the software working"),
        ("Linus Torvalds", "Re: [PATCH] fix the scheduler again", "This is just a hobby, won't be big"),
        ("Barbara Liskov", "Substitution principle, slides", "Subtypes must keep the promises"),
        ("Dennis Ritchie", "K&R second printing", "Errata for chapter 5 are attached"),
        ("Ken Thompson", "Reflections on trusting trust", "You can't trust code you did not write"),
        ("Donald Knuth", "Your cheque for $2.56", "Thank you for finding the error"),
        ("Edsger Dijkstra", "GOTO considered harmful (letter)", "The quality of programmers decreases"),
        ("Frances Allen", "Optimizing compilers meetup", "Bring your flow graphs, we have coffee"),
        ("John McCarthy", "(lambda (x) (lunch x))", "Evaluate at noon, apply to sandwiches"),
        ("Radia Perlman", "Spanning tree, a poem", "I think that I shall never see"),
        ("Tim Berners-Lee", "Information management: a proposal", "Vague but exciting, says Mike"),
        ("Katherine Johnson", "Trajectory numbers check out", "Get the girl to check the numbers"),
        ("Bjarne Stroustrup", "C with classes, new name?", "How about C plus plus"),
        ("Guido van Rossum", "Benevolent dictator: stepping down", "I'm tired and need a very long break"),
        ("Chris Lattner", "A new language for the platform", "Objective-C without the C"),
        ("Hedy Lamarr", "Frequency hopping patent", "Piano rolls keep the radio in step"),
        ("Claude Shannon", "A mathematical theory of communication", "The fundamental problem is noise"),
        ("Niklaus Wirth", "Algorithms + data structures = programs", "Software gets slower faster"),
        ("Adele Goldberg", "Smalltalk-80 blue book proofs", "Everything is an object, proofs too"),
        ("Whitfield Diffie", "New directions in cryptography", "We stand today on the brink"),
        ("Leslie Lamport", "Time, clocks and the ordering of events", "A distributed system is one where"),
        ("Sophie Wilson", "ARM1 taped out today", "It ran on first silicon, 0.1 watts"),
        ("John Backus", "Can programming be liberated?", "From the von Neumann style"),
        ("Jean Sammet", "COBOL committee minutes", "Agreed: English-like, readable"),
        ("Vint Cerf", "TCP/IP cutover on January 1", "Flag day, every host at once"),
        ("Anita Borg", "Systers mailing list is live", "Twelve of us so far, invite more"),
        ("Butler Lampson", "Hints for computer system design", "Keep it simple, get it right"),
    ].enumerated().map { index, message in
        let day: Day = index < 8 ? .today : index < 17 ? .yesterday : .earlier
        let time: String
        switch day {
        case .today: time = "\(17 - index):\(index % 2 == 0 ? "42" : "05")"
        case .yesterday: time = "\(18 - (index - 8)):\(index % 2 == 0 ? "30" : "15")"
        case .earlier: time = ["Sun", "Sat", "Fri", "Thu", "Wed", "Tue", "Mon"][(index - 17) / 2 % 7]
        }
        return InboxMessage(
            id: index, sender: message.0, subject: message.1, preview: message.2, time: time, day: day,
            isInitiallyRead: index % 3 == 2)
    }
}
