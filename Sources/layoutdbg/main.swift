print("layoutdbg")
