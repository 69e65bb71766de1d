// Command recruitd is the recruitd service and its operator commands.
package main

import (
	"context"
	"fmt"
	"os"
)

func main() {
	if err := run(context.Background(), os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "recruitd:", err)
		os.Exit(1)
	}
}
