/// The command-line face of GestureTable.
enum GestureTableCLINamespace {}
