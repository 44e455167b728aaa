/// A message in the inbox: the app's own row type. Any `Identifiable` value will do.
struct Mail: Identifiable {
    let id: Int
    var sender: String
    var subject: String
}
