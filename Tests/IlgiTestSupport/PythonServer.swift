/// Python shared by the test servers (the loopback listener, the mock weather service, the git
/// http server), pasted into each script.
enum PythonServer {
    /// Ends the server with the test process: a server left behind by a test run that exited
    /// (or crashed) without stopping it would run forever. A folder the script appends to
    /// `REMOVE_AT_EXIT` goes with it: a server a suite keeps in a `static let` is never freed,
    /// so its temporary folder would outlive the run. Indented for the scripts' top level
    /// (eight spaces, which each script's closing delimiter strips).
    static let exitWithParent = #"""
        import os, shutil, threading, time
        _parent = os.getppid()
        REMOVE_AT_EXIT = []
        def _watch_parent():
            while os.getppid() == _parent:
                time.sleep(0.5)
            for folder in REMOVE_AT_EXIT:
                shutil.rmtree(folder, ignore_errors=True)
            os._exit(0)
        threading.Thread(target=_watch_parent, daemon=True).start()
        """#
}
