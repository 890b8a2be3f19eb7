/// Python shared by the test servers (the loopback listener, the mock weather service, the git
/// http server), pasted into each script.
enum PythonServer {
    /// Ends the server with the test process: a server left behind by a test run that exited
    /// (or crashed) without stopping it would run forever. Indented for the scripts' top level
    /// (eight spaces, which each script's closing delimiter strips).
    static let exitWithParent = #"""
        import os, threading, time
        _parent = os.getppid()
        def _watch_parent():
            while os.getppid() == _parent:
                time.sleep(0.5)
            os._exit(0)
        threading.Thread(target=_watch_parent, daemon=True).start()
        """#
}
