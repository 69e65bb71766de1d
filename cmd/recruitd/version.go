package main

import (
	"fmt"
	"io"
	"runtime/debug"
)

// version is the module version and VCS revision the binary was built from,
// as the Go toolchain recorded them.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown (built without module support)"
	}
	v := info.Main.Version
	var rev, at string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev != "" {
		v += " " + rev
		if modified {
			v += "+modified"
		}
	}
	if at != "" {
		v += " " + at
	}
	return v + " " + info.GoVersion
}

func versionCmd(args []string, stdout io.Writer) error {
	fs := newFlags("version", "version", "Prints the module version, the VCS revision and time it was built from, and the Go version.", stdout, nil)
	if err := fs.Parse(args); err != nil {
		return err
	}
	fmt.Fprintln(stdout, "recruitd", version())
	return nil
}
