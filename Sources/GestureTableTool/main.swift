import GestureTableCLI
print("gesture-table")
