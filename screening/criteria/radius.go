package criteria

import (
	"strings"

	"github.com/recruitd/recruitd/internal/ascii"
)

// RadiusOf returns the miles a text gives ("within 50 miles", "a 30-mile
// radius"), 0 when none.
func RadiusOf(text string) int {
	low := ascii.Lower(text)
	for i := 0; i < len(low); i++ {
		if low[i] < '0' || low[i] > '9' || i > 0 && (isASCIILetter(low[i-1]) || isDigit(low[i-1]) || low[i-1] >= 0x80) {
			continue
		}
		j := i
		for j < len(low) && low[j] >= '0' && low[j] <= '9' {
			j++
		}
		rest := strings.TrimLeft(low[j:], " -")
		if strings.HasPrefix(rest, "mile") || strings.HasPrefix(rest, "mi ") || rest == "mi" || strings.HasPrefix(rest, "mi.") {
			if n, ok := ascii.Atoi(low[i:j]); ok && n > 0 && n <= 5000 {
				return n
			}
		}
		i = j
	}
	return 0
}
