/// A message of the demo's inbox: one row of the table.
struct InboxMessage: Identifiable, Hashable, Sendable {
    /// A stable identity, kept when the message moves, is snoozed or comes back by undo.
    let id: Int
    /// Who sent it.
    let sender: String
    /// What it is about.
    let subject: String
    /// Whether it starts out read; the demo keeps the current state beside the table.
    let isInitiallyRead: Bool

    /// The built-in inbox: thirty messages, every third one read.
    static let samples: [InboxMessage] = [
        ("Ada Lovelace", "Notes on the Analytical Engine"),
        ("Grace Hopper", "Found a moth in relay 70"),
        ("Alan Turing", "Can machines think? Draft attached"),
        ("Margaret Hamilton", "Priority displays: please review"),
        ("Linus Torvalds", "Re: [PATCH] fix the scheduler again"),
        ("Barbara Liskov", "Substitution principle, slides"),
        ("Dennis Ritchie", "K&R second printing"),
        ("Ken Thompson", "Reflections on trusting trust"),
        ("Donald Knuth", "Your cheque for $2.56"),
        ("Edsger Dijkstra", "GOTO considered harmful (letter)"),
        ("Frances Allen", "Optimizing compilers meetup"),
        ("John McCarthy", "(lambda (x) (lunch x))"),
        ("Radia Perlman", "Spanning tree, a poem"),
        ("Tim Berners-Lee", "Information management: a proposal"),
        ("Katherine Johnson", "Trajectory numbers check out"),
        ("Bjarne Stroustrup", "C with classes, new name?"),
        ("Guido van Rossum", "Benevolent dictator: stepping down"),
        ("Chris Lattner", "A new language for the platform"),
        ("Hedy Lamarr", "Frequency hopping patent"),
        ("Claude Shannon", "A mathematical theory of communication"),
        ("Niklaus Wirth", "Algorithms + data structures = programs"),
        ("Adele Goldberg", "Smalltalk-80 blue book proofs"),
        ("Whitfield Diffie", "New directions in cryptography"),
        ("Leslie Lamport", "Time, clocks and the ordering of events"),
        ("Sophie Wilson", "ARM1 taped out today"),
        ("John Backus", "Can programming be liberated?"),
        ("Jean Sammet", "COBOL committee minutes"),
        ("Vint Cerf", "TCP/IP cutover on January 1"),
        ("Anita Borg", "Systers mailing list is live"),
        ("Butler Lampson", "Hints for computer system design"),
    ].enumerated().map { index, message in
        InboxMessage(id: index, sender: message.0, subject: message.1, isInitiallyRead: index % 3 == 2)
    }
}
