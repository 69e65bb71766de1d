package embed_test

import (
	"testing"

	"github.com/recruitd/recruitd/index/embed"
)

func TestFingerprint(t *testing.T) {
	const want = "6c4e21f50046251ea5e456b7a8f6605bf7d59ee0a051e9ce5ef5424ba3da57cd"
	if got := embed.Fingerprint("text-embedding-3-small", "Registered nurse, MICU"); got != want {
		t.Errorf("Fingerprint = %s, want %s", got, want)
	}
	if embed.Fingerprint("ab", "c") == embed.Fingerprint("a", "bc") {
		t.Error(`Fingerprint("ab", "c") = Fingerprint("a", "bc"), want them apart`)
	}
	if embed.Fingerprint("m", "text") == embed.Fingerprint("n", "text") {
		t.Error("two models give one text the same fingerprint")
	}
}
