/// The platform-free core of GestureTable.
enum GestureTableNamespace {}
