// The README's walk-through through a client generated from the OpenAPI
// document (openapi-typescript types, openapi-fetch calls): every request and
// answer is type-checked by tsc before this runs. API and TOKEN come from the
// environment; the server must let webhooks reach loopback (WEBHOOK_ALLOW).
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import createClient from "openapi-fetch";
import type { components, paths } from "./gen/schema.js";

const API = process.env.API ?? "http://localhost:8080";
const TOKEN = process.env.TOKEN ?? "";
const client = createClient<paths>({ baseUrl: API, headers: { Authorization: `Bearer ${TOKEN}` } });
const RUN = Date.now();

// must returns an answer's data, or throws with its status and error body.
function must<T>(r: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (r.error !== undefined || r.data === undefined) {
    throw new Error(`${what}: ${r.response.status} ${JSON.stringify(r.error)}`);
  }
  console.log(`${what}: ${r.response.status}`);
  return r.data;
}

// multipart serialises a form of strings and Blobs.
function multipart(body: Record<string, string | number | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) {
    if (v !== undefined) form.append(k, v instanceof Blob ? v : String(v));
  }
  return form;
}

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`check failed: ${what}`);
}

// A webhook receiver on loopback that verifies every signature.
type Received = { type: string; data: Record<string, unknown> };
const received: Received[] = [];
let secret = "";
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const raw = Buffer.concat(chunks).toString("utf8");
    const ts = req.headers["x-recruitd-timestamp"];
    const want = "sha256=" + createHmac("sha256", secret).update(`${ts}.${raw}`).digest("hex");
    if (req.headers["x-recruitd-signature"] !== want) {
      res.writeHead(401).end();
      return;
    }
    received.push(JSON.parse(raw) as Received);
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const hookURL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

try {
  const health = must(await client.GET("/healthz"), "GET /healthz");
  check(health.status === "ok", "healthz says ok");

  // Webhooks: subscribe before the writes, to hear of them.
  const hook = must(await client.POST("/api/webhooks", {
    body: { url: hookURL, events: ["candidate.created", "job_submission.updated", "screening.completed"], description: "walk-through" },
  }), "POST /api/webhooks");
  secret = hook.secret ?? "";
  check(secret.startsWith("whsec_"), "a generated secret");

  // Statuses.
  must(await client.GET("/api/statuses", { params: { query: { type: "CANDIDATE" } } }), "GET /api/statuses");
  const status = must(await client.POST("/api/statuses", {
    body: { name: `Credentialing ${RUN}`, type: "JOB_SUBMISSION", description: "Checking licences and certifications" },
  }), "POST /api/statuses");

  // Candidates: statusId 1 is ACTIVE.
  const cand = must(await client.POST("/api/candidates", {
    body: {
      firstName: "Maria", lastName: "Lopez", email: `maria.lopez.${RUN}@example.com`, phone: "+15125550134",
      statusId: 1, profession: "Registered Nurse", specialty: "ICU",
      address: { address1: "12 Elm St", city: "Austin", state: "TX", zip: "78701", countryCode: "US", timezone: "America/Chicago" },
    },
  }), "POST /api/candidates");
  must(await client.GET("/candidates", { params: { query: { id: cand.id } } }), "GET /candidates");
  const updated = must(await client.PUT("/api/candidates/{id}", {
    params: { path: { id: cand.id } }, body: { status: "PENDING", notes: "Available from March; prefers nights" },
  }), "PUT /api/candidates/{id}");
  check(updated.status === "PENDING", "the candidate is PENDING");
  const list = must(await client.GET("/api/candidates", { params: { query: { specialty: "ICU", state: "TX", limit: 10 } } }), "GET /api/candidates");
  check(list.candidates.some((c) => c.id === cand.id), "the candidate is listed");

  // Jobs.
  const job = must(await client.POST("/api/jobs", {
    body: {
      title: "ICU Registered Nurse", startDate: 1772323200, employmentType: "CONTRACT", status: "OPEN",
      description: "Night-shift ICU RN. Required: active Texas or compact RN licence, BLS and ACLS, 2+ years of ICU experience. CCRN preferred.",
      address: { city: "Austin", state: "TX", zip: "78701" },
      criteria: [{ description: "2+ years of ICU experience", importance: "required", type: "experience" }],
    },
  }), "POST /api/jobs");
  must(await client.GET("/api/jobs/{id}", { params: { path: { id: job.id } } }), "GET /api/jobs/{id}");

  // The submission pipeline.
  const sub = must(await client.POST("/api/job-submissions", {
    body: { jobId: job.id, candidateId: cand.id, statusId: 8, notes: "Referred by the night charge nurse" },
  }), "POST /api/job-submissions");
  const moved = must(await client.PUT("/api/job-submissions/{id}", {
    params: { path: { id: sub.id } }, body: { statusId: status.id, notes: "Licence verification started" },
  }), "PUT /api/job-submissions/{id}");
  const history = moved.statusHistory ?? [];
  check(history.length === 2 && history[1]?.fromStatusId === 8 && history[1]?.toStatusId === status.id, "the status history has the move");
  const subs = must(await client.GET("/api/job-submissions", { params: { query: { candidateId: cand.id, statusId: status.id, limit: 5 } } }), "GET /api/job-submissions");
  check(subs.total === 1, "the submission is listed by candidate and status");

  // Files: multipart with a Blob, or JSON with base64Content.
  const resumeText = "Maria Lopez, RN\nICU, Seton Medical Center, 2019-present\nBLS, ACLS\n";
  const file = must(await client.POST("/api/file", {
    body: { file: new Blob([resumeText], { type: "text/plain" }), fileName: "resume.txt", type: "resume", candidateId: cand.id, description: "Latest resume" },
    bodySerializer: multipart,
  }), "POST /api/file (multipart)");
  must(await client.POST("/api/file", {
    body: { fileName: "bls.txt", contentType: "text/plain", type: "certification", candidateId: cand.id, base64Content: Buffer.from("BLS, expires 2027-05").toString("base64") },
  }), "POST /api/file (JSON)");
  const content = must(await client.GET("/api/file/{id}/content", { params: { path: { id: file.id } }, parseAs: "text" }), "GET /api/file/{id}/content");
  check(content.includes("Seton Medical Center"), "the file's content comes back");

  // Resume parsing: file is a Blob, typed from format: binary.
  const maria = [
    "Maria Lopez", "Austin, TX 78701 | maria.lopez@example.com | (512) 555-0134", "", "EXPERIENCE",
    "ICU Registered Nurse, Seton Medical Center, Austin, TX", "March 2019 - Present", "",
    "LICENSES & CERTIFICATIONS", "Texas RN License (multistate compact) - exp. 12/2027", "BLS - American Heart Association - exp. 05/2027",
  ].join("\n");
  const profile = must(await client.POST("/resume/parse", {
    body: { file: new Blob([maria], { type: "text/plain" }), candidate_id: cand.id, as_of: "2026-11-01" },
    bodySerializer: multipart,
  }), "POST /resume/parse");
  check(profile.workHistory?.[0]?.employer === "Seton Medical Center", "the parsed employer");

  // Screening: the body is a real union.
  const byJob: components["schemas"]["ScreeningRequest"] = { candidateId: cand.id, jobId: job.id };
  const screened = must(await client.POST("/api/screening", { body: byJob }), "POST /api/screening");
  check(typeof screened.currentScore === "number", "a score");
  must(await client.POST("/api/screening", {
    body: { jobSubmissionId: sub.id, criteria: [{ description: "Speaks Spanish", importance: "optional", type: "language" }] },
  }), "POST /api/screening (submission)");
  must(await client.GET("/api/screening/submission/{jobSubmissionId}", { params: { path: { jobSubmissionId: sub.id } } }), "GET /api/screening/submission/{id}");

  // Matching: the POST operations, options in the body or (paging) the query.
  await new Promise((r) => setTimeout(r, 1000)); // the indexer picks up new records within a moment
  const cands = must(await client.POST("/api/matching/candidates", {
    params: { query: { jobId: job.id } }, body: { minScore: 0, location: { radius: 25, states: ["TX"] }, specialties: ["ICU"] },
  }), "POST /api/matching/candidates");
  check(cands.candidates.some((c) => c.id === cand.id), "the candidate matches the job");
  const jobs = must(await client.POST("/api/matching/jobs", {
    params: { query: { candidateId: cand.id, minScore: 0, limit: 5 } }, body: { location: { radius: 50 }, schedule: { shifts: ["night"] } },
  }), "POST /api/matching/jobs");
  check(jobs.limit === 5 && jobs.jobs.some((j) => j.id === job.id), "the job matches the candidate, 5 a page");

  // Users.
  must(await client.POST("/api/users", { body: { firstName: "Rita", lastName: "Moss", email: `rita.${RUN}@example.com`, role: "viewer" } }), "POST /api/users");
  must(await client.GET("/api/users", { params: { query: { isActive: true } } }), "GET /api/users");

  // Errors share one shape, unknown query parameters included.
  const bad = await client.GET("/api/jobs", { params: { query: { status: "OPEN" } }, querySerializer: () => "status=OPEN&sort=title" });
  check(bad.response.status === 400 && JSON.stringify(bad.error).includes("sort: unknown query parameter"), "an unknown query parameter is a 400");

  // Webhooks: signed deliveries arrived, and the attempts are listed.
  for (let i = 0; i < 50 && received.length < 3; i++) await new Promise((r) => setTimeout(r, 100));
  const types = received.map((r) => r.type).sort();
  check(types.includes("candidate.created") && types.includes("job_submission.updated") && types.includes("screening.completed"),
    `webhooks received: ${types.join(", ")}`);
  const deliveries = must(await client.GET("/api/webhooks/{id}/deliveries", { params: { path: { id: hook.id }, query: { state: "delivered" } } }), "GET /api/webhooks/{id}/deliveries");
  check(deliveries.total >= 3 && deliveries.deliveries.every((d) => d.attempts[0]?.statusCode === 204), "deliveries acknowledged at the first attempt");

  // Deletes answer 204.
  for (const [path, id] of [["/api/job-submissions/{id}", sub.id], ["/api/jobs/{id}", job.id], ["/api/candidates/{id}", cand.id], ["/api/webhooks/{id}", hook.id]] as const) {
    const r = await client.DELETE(path, { params: { path: { id } } });
    check(r.response.status === 204, `DELETE ${path}`);
  }
  console.log("walk-through done");
} finally {
  receiver.close();
}
