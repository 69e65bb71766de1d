package fetch

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"regexp"
	"strings"
	"testing"

	"github.com/recruitd/recruitd"
)

func TestForbidden(t *testing.T) {
	f := New(1<<20, nil)
	for _, tc := range []struct {
		addr string
		want bool
	}{
		{"127.0.0.1", true}, {"127.1.2.3", true}, {"10.1.2.3", true}, {"172.16.0.1", true}, {"172.31.255.255", true},
		{"192.168.1.1", true}, {"169.254.169.254", true}, {"100.64.0.1", true}, {"0.0.0.0", true},
		{"::1", true}, {"fe80::1", true}, {"fd00:ec2::254", true}, {"::ffff:127.0.0.1", true}, {"::ffff:10.0.0.1", true},
		{"8.8.8.8", false}, {"172.32.0.1", false}, {"2606:4700::1111", false}, {"93.184.216.34", false},
	} {
		if got := f.Forbidden(netip.MustParseAddr(tc.addr)); got != tc.want {
			t.Errorf("Forbidden(%s) = %v, want %v", tc.addr, got, tc.want)
		}
	}
	allowed := New(1<<20, []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")})
	if allowed.Forbidden(netip.MustParseAddr("127.0.0.1")) || !allowed.Forbidden(netip.MustParseAddr("127.0.0.2")) {
		t.Error("an allow list of 127.0.0.1/32 must allow exactly that address")
	}
}

func TestFetch(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/cv.txt":
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.Write([]byte("Jane Doe, RN"))
		case "/big":
			w.Write([]byte(strings.Repeat("x", 2000)))
		case "/to-metadata":
			http.Redirect(w, r, "http://169.254.169.254/latest/meta-data/", http.StatusFound)
		case "/to-file":
			http.Redirect(w, r, "file:///etc/passwd", http.StatusFound)
		case "/loop":
			http.Redirect(w, r, "/loop", http.StatusFound)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	local := []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}
	ctx := context.Background()

	data, ct, err := New(1000, local).Fetch(ctx, srv.URL+"/cv.txt")
	if err != nil || string(data) != "Jane Doe, RN" || ct != "text/plain" {
		t.Fatalf("Fetch = %q %q %v", data, ct, err)
	}

	for _, tc := range []struct {
		name    string
		f       *Fetcher
		url     string
		code    recruitd.Code
		message string
	}{
		{"loopback refused by default", New(1000, nil), srv.URL + "/cv.txt", recruitd.Invalid, "not allowed"},
		{"localhost name refused", New(1000, nil), strings.Replace(srv.URL, "127.0.0.1", "localhost", 1) + "/cv.txt", recruitd.Invalid, "not allowed"},
		{"redirect to metadata", New(1000, local), srv.URL + "/to-metadata", recruitd.Invalid, "not allowed"},
		{"redirect to file scheme", New(1000, local), srv.URL + "/to-file", recruitd.Invalid, "scheme"},
		{"redirect loop", New(1000, local), srv.URL + "/loop", recruitd.Invalid, "redirects"},
		{"too large", New(1000, local), srv.URL + "/big", recruitd.TooLarge, ""},
		{"not found", New(1000, local), srv.URL + "/missing", recruitd.Invalid, "404"},
		{"ftp scheme", New(1000, local), "ftp://example.com/cv.pdf", recruitd.Invalid, "scheme"},
		{"credentials", New(1000, local), "http://u:p@example.com/cv.pdf", recruitd.Invalid, "credentials"},
		{"not a URL", New(1000, local), "::::", recruitd.Invalid, ""},
		{"metadata address", New(1000, nil), "http://169.254.169.254/latest/meta-data/", recruitd.Invalid, "not allowed"},
		{"private address", New(1000, nil), "http://10.0.0.1:9/", recruitd.Invalid, "not allowed"},
		{"unresolvable host", New(1000, nil), "http://no-such-host.invalid/cv.pdf", recruitd.Invalid, "host name"},
		{"closed port", New(1000, local), "http://127.0.0.1:1/cv.pdf", recruitd.Invalid, "refused the connection"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := tc.f.Fetch(ctx, tc.url)
			if got := recruitd.ErrorCode(err); got != tc.code {
				t.Fatalf("Fetch(%s) error %v, want code %s", tc.url, err, tc.code)
			}
			if tc.message != "" && !strings.Contains(err.Error(), tc.message) {
				t.Errorf("error %q does not say %q", err, tc.message)
			}
			// What the resolver, the dialer or the redirect target say names
			// addresses of the service's network: none of it is repeated.
			if m := addressLike.FindString(err.Error()); m != "" {
				t.Errorf("error %q names the address %s", err, m)
			}
		})
	}
}

// addressLike matches an IPv4 address or a host:port.
var addressLike = regexp.MustCompile(`\b\d{1,3}(\.\d{1,3}){3}\b|:\d{2,5}\b`)
