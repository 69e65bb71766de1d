package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"text/tabwriter"
	"time"
)

// environment is every variable a command reads, with what it does: one
// table, so that each command's -h lists what it reads in the same words.
var environment = map[string]string{
	"DATABASE_URL":                 "Postgres URL (make run starts a local cluster under .data/)",
	"LISTEN_ADDR":                  "address to serve on (default :8080)",
	"RECRUITD_BOOTSTRAP_TOKEN":     "admin token registered on a database with no token; generated and printed once when unset",
	"MAX_UPLOAD_BYTES":             "largest file accepted (default 26214400, 25 MiB)",
	"PUBLIC_BASE_URL":              "base of file urls; unset: relative urls (/api/file/{id}/content)",
	"RESUME_FETCH_ALLOW":           "comma-separated addresses or CIDR prefixes file_url may reach although private or loopback",
	"WEBHOOK_ALLOW":                "comma-separated addresses or CIDR prefixes webhook receivers may have although private or loopback (make run: 127.0.0.1/32)",
	"WEBHOOK_FIRST_RETRY":          "wait after a webhook delivery's first failure, doubled after each further one up to an hour (default 30s)",
	"WEBHOOK_RETRY_FOR":            "how long a failing webhook delivery is retried before it is parked (default 24h)",
	"METRICS_ADDR":                 "a listener of their own for GET /metrics (e.g. :9090); unset: on the main listener, without a token",
	"BACKEND_WAIT":                 "how long serve retries Qdrant and Elasticsearch at start before giving up (default 2m)",
	"RATE_LIMIT_RPS":               "requests per second per token (default 300); 0 turns rate limits off",
	"RATE_LIMIT_BURST":             "requests a token may send at once (default 600); 0 turns rate limits off",
	"MATCH_CONCURRENCY":            "matching and screening requests run at once (default: CPUs, at least 2)",
	"PARSE_CONCURRENCY":            "resume parses and file uploads run at once (default: CPUs, at least 2)",
	"SCREENING_CACHE_SIZE":         "candidates kept prepared for screening (default 5000); 0 turns the cache off",
	"OPENAI_BASE_URL":              "OpenAI-compatible endpoint for LLM_MODEL and EMBEDDING_MODEL",
	"OPENAI_API_KEY":               "key of that endpoint",
	"LLM_MODEL":                    "chat model that parses resumes and screens; unset: the rules",
	"LLM_BLIND":                    "false: the LLM screening sees names and contact details (default: blind)",
	"LLM_RERANK_K":                 "how many of the rules' best matches the LLM re-screens (default 20)",
	"EMBEDDING_MODEL":              "embedding model; unset: the built-in embedder (changing it needs recruitd reindex)",
	"EMBEDDING_DIMENSION":          "length of EMBEDDING_MODEL's vectors; unset: learnt with one probe embedding",
	"QDRANT_URL":                   "Qdrant holds the vectors; unset: the embedded index",
	"QDRANT_API_KEY":               "key of that Qdrant",
	"QDRANT_CA_FILE":               "PEM file of the CA of Qdrant's certificate",
	"QDRANT_TIMEOUT":               "deadline of each Qdrant call",
	"ELASTICSEARCH_URL":            "Elasticsearch holds the lexical index; unset: none",
	"ELASTICSEARCH_API_KEY":        "key of that Elasticsearch",
	"ELASTICSEARCH_USERNAME":       "Elasticsearch basic-auth user",
	"ELASTICSEARCH_PASSWORD":       "Elasticsearch basic-auth password",
	"ELASTICSEARCH_CA_FILE":        "PEM file of the CA of Elasticsearch's certificate",
	"ELASTICSEARCH_CA_FINGERPRINT": "SHA-256 fingerprint of Elasticsearch's CA certificate",
	"ELASTICSEARCH_TIMEOUT":        "deadline of each Elasticsearch call",
	"INDEX_PREFIX":                 "start of every Qdrant collection and Elasticsearch index name",
	"RECRUITD_TOKEN":               "bearer token of the requests",
	"RECRUITD_URL":                 "the recruitd that recruitd mcp forwards to (default http://localhost:8080)",
	"GOMEMLIMIT":                   "the Go runtime's soft memory limit; unset: the memory held after start-up plus 640 MiB",
}

// What each group of commands reads of the environment.
var (
	dbEnv    = []string{"DATABASE_URL"}
	indexEnv = []string{"OPENAI_BASE_URL", "OPENAI_API_KEY", "EMBEDDING_MODEL", "EMBEDDING_DIMENSION",
		"QDRANT_URL", "QDRANT_API_KEY", "QDRANT_CA_FILE", "QDRANT_TIMEOUT", "ELASTICSEARCH_URL", "ELASTICSEARCH_API_KEY",
		"ELASTICSEARCH_USERNAME", "ELASTICSEARCH_PASSWORD", "ELASTICSEARCH_CA_FILE", "ELASTICSEARCH_CA_FINGERPRINT",
		"ELASTICSEARCH_TIMEOUT", "INDEX_PREFIX"}
	backendEnv = append([]string{"DATABASE_URL"}, indexEnv...)
	serveEnv   = append([]string{"DATABASE_URL", "LISTEN_ADDR", "RECRUITD_BOOTSTRAP_TOKEN", "MAX_UPLOAD_BYTES",
		"PUBLIC_BASE_URL", "RESUME_FETCH_ALLOW", "RATE_LIMIT_RPS", "RATE_LIMIT_BURST", "MATCH_CONCURRENCY",
		"PARSE_CONCURRENCY", "WEBHOOK_ALLOW", "WEBHOOK_FIRST_RETRY", "WEBHOOK_RETRY_FOR", "METRICS_ADDR", "BACKEND_WAIT",
		"SCREENING_CACHE_SIZE", "LLM_MODEL", "LLM_BLIND", "LLM_RERANK_K", "GOMEMLIMIT"}, indexEnv...)
)

// newFlags is a subcommand's flag set. Its -h prints to stdout the synopsis,
// what the command does, its flags and the environment it reads; run turns
// the flag.ErrHelp that follows into a success.
func newFlags(name, synopsis, about string, stdout io.Writer, env []string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stdout)
	fs.Usage = func() {
		fmt.Fprintf(stdout, "usage: recruitd %s\n\n%s\n", synopsis, about)
		n := 0
		fs.VisitAll(func(*flag.Flag) { n++ })
		if n > 0 {
			fmt.Fprint(stdout, "\nflags:\n")
			fs.PrintDefaults()
		}
		if len(env) > 0 {
			fmt.Fprint(stdout, "\nenvironment:\n")
			tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
			for _, key := range env {
				fmt.Fprintf(tw, "  %s\t%s\n", key, environment[key])
			}
			_ = tw.Flush()
		}
	}
	return fs
}

// env returns an environment variable, or def when it is unset or empty.
func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// envInt is an integer environment variable, def when unset; a value that is
// not an integer is an error rather than a silent default.
func envInt(key string, def int64) (int64, error) {
	v := os.Getenv(key)
	if v == "" {
		return def, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s=%q is not an integer", key, v)
	}
	return n, nil
}

// envDuration is envInt for a duration such as 30s or 24h.
func envDuration(key string, def time.Duration) (time.Duration, error) {
	v := os.Getenv(key)
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("%s=%q is not a positive duration such as 30s or 2m", key, v)
	}
	return d, nil
}

// envFloat is envInt for a number.
func envFloat(key string, def float64) (float64, error) {
	v := os.Getenv(key)
	if v == "" {
		return def, nil
	}
	n, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return 0, fmt.Errorf("%s=%q is not a number", key, v)
	}
	return n, nil
}
