package main

import (
	"errors"
	"flag"
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
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	fs.SetOutput(stdout)
	fs.Usage = func() {
		fmt.Fprintln(stdout, "usage: recruitd version\n\nPrints the module version, the VCS revision and time it was built from, and the Go version.")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil // -h asked for the usage, which is printed
		}
		return err
	}
	fmt.Fprintln(stdout, "recruitd", version())
	return nil
}
