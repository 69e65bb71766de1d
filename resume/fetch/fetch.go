// Package fetch downloads a resume from a URL a client names, without letting
// that URL reach into the service's own network: only http and https, a size
// cap, a timeout, at most a few redirects (each checked), and no connection to
// loopback, private, link-local (cloud metadata), or other special addresses
// unless configuration allows them. The address check runs at dial time, on
// the address actually dialled, so DNS rebinding cannot slip past it.
package fetch

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"syscall"
	"time"

	"github.com/recruitd/recruitd"
)

// Defaults of a Fetcher.
const (
	DefaultTimeout      = 20 * time.Second
	DefaultMaxRedirects = 5
)

// Fetcher downloads files. Its zero value is not usable: use New.
type Fetcher struct {
	client   *http.Client
	maxBytes int64
	allow    []netip.Prefix
}

// New returns a Fetcher that reads at most maxBytes and may connect to the
// special addresses in allow (e.g. 127.0.0.1/32 for a test server).
func New(maxBytes int64, allow []netip.Prefix) *Fetcher {
	f := &Fetcher{maxBytes: maxBytes, allow: allow}
	dialer := &net.Dialer{Timeout: 10 * time.Second, Control: f.control}
	f.client = &http.Client{
		Timeout: DefaultTimeout,
		Transport: &http.Transport{
			Proxy:                 nil, // a proxy would hide the real destination from the check
			DialContext:           dialer.DialContext,
			TLSHandshakeTimeout:   10 * time.Second,
			ResponseHeaderTimeout: 15 * time.Second,
			MaxIdleConns:          4,
			IdleConnTimeout:       30 * time.Second,
		},
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= DefaultMaxRedirects {
				return &redirectError{fmt.Sprintf("more than %d redirects", DefaultMaxRedirects)}
			}
			if err := checkURL(req.URL); err != nil {
				return &redirectError{err.Error()}
			}
			return nil
		},
	}
	return f
}

// ParseAllow reads a comma-separated list of CIDR prefixes or addresses.
func ParseAllow(list []string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, s := range list {
		if s == "" {
			continue
		}
		if p, err := netip.ParsePrefix(s); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(s)
		if err != nil {
			return nil, fmt.Errorf("%q is neither an address nor a CIDR prefix", s)
		}
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

// errRefused marks a dial to a forbidden address.
var errRefused = errors.New("refused address")

// special are the ranges a client-named URL may not reach.
var special = func() []netip.Prefix {
	var out []netip.Prefix
	for _, s := range []string{
		"0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16",
		"172.16.0.0/12", "192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16",
		"198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
		"::/128", "::1/128", "64:ff9b::/96", "100::/64", "2001:db8::/32", "fc00::/7", "fe80::/10", "ff00::/8",
	} {
		out = append(out, netip.MustParsePrefix(s))
	}
	return out
}()

// Forbidden reports whether a may not be dialled: it lies in a special range
// and in no allowed prefix.
func (f *Fetcher) Forbidden(a netip.Addr) bool {
	a = a.Unmap()
	for _, p := range f.allow {
		if p.Contains(a) {
			return false
		}
	}
	for _, p := range special {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// control runs before every connection, on the resolved address.
func (f *Fetcher) control(_, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("%w: %s", errRefused, address)
	}
	if f.Forbidden(ap.Addr()) {
		return errRefused
	}
	return nil
}

func checkURL(u *url.URL) error {
	if u.Scheme != "http" && u.Scheme != "https" {
		return fmt.Errorf("scheme %q is not http or https", u.Scheme)
	}
	if u.Hostname() == "" {
		return errors.New("no host")
	}
	if u.User != nil {
		return errors.New("credentials in URLs are not accepted")
	}
	return nil
}

// Fetch downloads rawURL and returns its bytes and its Content-Type. Errors:
// validation_error (a bad or refused URL, or a failed download: the field is
// file_url), payload_too_large.
func (f *Fetcher) Fetch(ctx context.Context, rawURL string) ([]byte, string, error) {
	bad := func(format string, args ...any) error {
		return recruitd.Validation("could not download file_url", "file_url: "+fmt.Sprintf(format, args...))
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, "", bad("not a URL")
	}
	if err := checkURL(u); err != nil {
		return nil, "", bad("%v", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, "", bad("not a URL")
	}
	req.Header.Set("User-Agent", "recruitd-resume-fetch/1")
	resp, err := f.client.Do(req)
	if err != nil {
		return nil, "", bad("%s", failure(err))
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, "", bad("the server answered %s", resp.Status)
	}
	if resp.ContentLength > f.maxBytes {
		return nil, "", recruitd.Errorf(recruitd.TooLarge, "file_url: the file is larger than %d bytes", f.maxBytes)
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, f.maxBytes+1))
	if err != nil {
		return nil, "", bad("%s", failure(err))
	}
	if int64(len(data)) > f.maxBytes {
		return nil, "", recruitd.Errorf(recruitd.TooLarge, "file_url: the file is larger than %d bytes", f.maxBytes)
	}
	ct := resp.Header.Get("Content-Type")
	if mt, _, err := mime.ParseMediaType(ct); err == nil {
		ct = mt
	}
	return data, ct, nil
}

// redirectError is a redirect CheckRedirect refused; its text is ours.
type redirectError struct{ reason string }

func (e *redirectError) Error() string { return e.reason }

// failure says why a download failed in words of our own. The errors of the
// resolver, the dialer and TLS name servers and internal addresses, so none
// of their text reaches the client.
func failure(err error) string {
	var dns *net.DNSError
	var redirect *redirectError
	var uerr *url.Error
	switch {
	case errors.Is(err, errRefused):
		return "the host is a loopback, private, link-local or reserved address, which is not allowed"
	case errors.As(err, &redirect):
		return "a redirect was refused: " + redirect.reason
	case errors.As(err, &dns) && dns.IsNotFound:
		return "the host name does not exist"
	case errors.As(err, &dns):
		return "the host name could not be resolved"
	case errors.As(err, &uerr) && uerr.Timeout(), errors.Is(err, context.DeadlineExceeded):
		return "the download timed out"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "the server refused the connection"
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.ErrUnexpectedEOF):
		return "the server closed the connection"
	case isTLS(err):
		return "the TLS handshake failed (the server's certificate is not trusted, or it does not speak TLS)"
	default:
		return "the download failed"
	}
}

func isTLS(err error) bool {
	var certErr *tls.CertificateVerificationError
	var recordErr tls.RecordHeaderError
	var alert tls.AlertError
	var unknownAuth x509.UnknownAuthorityError
	var hostErr x509.HostnameError
	return errors.As(err, &certErr) || errors.As(err, &recordErr) || errors.As(err, &alert) ||
		errors.As(err, &unknownAuth) || errors.As(err, &hostErr)
}
