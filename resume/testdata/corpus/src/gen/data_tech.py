from lib import *

R = []

# ------------------------------------------------------------------ 26
R.append(dict(
    id=26, slug="backend_engineer_austin", fmt="pdf", layout="two-column", family="software-data",
    notes="two-column; skills sidebar; GitHub and LinkedIn; 'Mar 2019'-style; promotion within one company as two entries",
    src="""
@@left
# Wei-Lin Chang
Senior Backend Engineer
## Contact
Austin, TX 78704
(512) 555-0134
weilin.chang@example.com
linkedin.com/in/weilinchang
github.com/wlchang-dev
## Technical Skills
**Languages:** Go, Java, Python, SQL
**Data:** PostgreSQL, Redis, Kafka, BigQuery
**Cloud:** AWS (ECS, Lambda, RDS), Terraform, Docker, Kubernetes
**Practices:** gRPC, REST, event sourcing, TDD
## Languages
Mandarin Chinese – native
English – fluent
@@right
## Summary
Backend engineer with 9 years building payment and logistics APIs in Go and Java; led the migration of a monolith to 14 services handling 40k requests per second.
## Professional Experience
**Staff Software Engineer** — Longhorn Freight Technologies, Austin, TX
Jan 2024 – Present
- Own the shipment-tracking platform (Go, Kafka, PostgreSQL); 11 engineers across 2 teams
- Cut p99 latency of the rating API from 900 ms to 120 ms
**Senior Software Engineer** — Longhorn Freight Technologies, Austin, TX
Mar 2021 – Dec 2023
- Designed the carrier-integration service (gRPC) and its outbox-based event pipeline
**Software Engineer** — Bluebonnet Payments Inc., Austin, TX
Jul 2017 – Feb 2021
- Java/Spring Boot services for ACH and card settlement; PCI DSS scope reduction
## Education
**University of Texas at Austin** — B.S. in Computer Science, 2017
## Certifications
- AWS Certified Solutions Architect – Associate (Amazon Web Services), issued Jun 2023, expires Jun 2026
- Certified Kubernetes Application Developer (CKAD) – The Linux Foundation – 2022
@@end
""",
    exp=expected(
        name("Wei-Lin", "Chang"), email="weilin.chang@example.com", phone="+15125550134",
        linkedin="linkedin.com/in/weilinchang", city="Austin", state="TX", zipcode="78704",
        work=[job("Longhorn Freight Technologies", "Staff Software Engineer", "2024-01", None),
              job("Longhorn Freight Technologies", "Senior Software Engineer", "2021-03", "2023-12"),
              job("Bluebonnet Payments Inc.", "Software Engineer", "2017-07", "2021-02")],
        education=[edu("University of Texas at Austin", "B.S. in Computer Science", "Computer Science", "2017")],
        certs=[cert("AWS Certified Solutions Architect – Associate", "Amazon Web Services", issued="2023-06", exp="2026-06"),
               cert("Certified Kubernetes Application Developer (CKAD)", "The Linux Foundation", issued="2022")],
        langs=[lang("Mandarin Chinese", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 27
R.append(dict(
    id=27, slug="frontend_developer_san_francisco", fmt="docx", layout="table", family="software-data",
    notes="'Technical Skills' as a bordered table; 'Work History'; month names spelled out with 'to'; no certifications section; bootcamp in education",
    src="""
# Olivia R. Castellanos
Frontend Developer · React / TypeScript
San Francisco, CA 94110 · 415-555-0127 · olivia.castellanos@example.com · https://www.linkedin.com/in/oliviacastellanos
## Work History
**Senior Frontend Engineer**, Fogline Analytics, San Francisco, CA
September 2022 to Present
- Rebuilt the dashboard in React 18 + TypeScript; Lighthouse performance score 54 → 93
- Design-system owner: 60 accessible components (WCAG 2.1 AA), Storybook, Chromatic visual tests
**Frontend Developer**, Pacific Heights Media, Oakland, CA
February 2019 to August 2022
- Next.js storefronts for 12 retail clients; GraphQL (Apollo) integration
**Web Developer (Contract)**, Golden Gate Creative Studio, San Francisco, CA
June 2018 to January 2019
## Education
Hack Reactor — Software Engineering Immersive (certificate), 2018
San Francisco State University — Bachelor of Arts, Graphic Design — 2016
## Technical Skills
%w 20,80
| Languages | TypeScript, JavaScript (ES2023), HTML5, CSS3/Sass |
| Frameworks | React, Next.js, Redux Toolkit, Vue 3 |
| Testing | Jest, React Testing Library, Playwright, Cypress |
| Tooling | Vite, Webpack, GitHub Actions, Figma |
## Languages
Spanish — conversational
""",
    exp=expected(
        name("Olivia", "Castellanos", "R"), email="olivia.castellanos@example.com", phone="+14155550127",
        linkedin="https://www.linkedin.com/in/oliviacastellanos", city="San Francisco", state="CA", zipcode="94110",
        work=[job("Fogline Analytics", "Senior Frontend Engineer", "2022-09", None),
              job("Pacific Heights Media", "Frontend Developer", "2019-02", "2022-08"),
              job("Golden Gate Creative Studio", "Web Developer (Contract)", "2018-06", "2019-01")],
        education=[edu("Hack Reactor", "Software Engineering Immersive (certificate)", None, "2018"),
                   edu("San Francisco State University", "Bachelor of Arts", "Graphic Design", "2016")],
        certs=[],
        langs=[lang("Spanish", "C")]),
))

# ------------------------------------------------------------------ 28
R.append(dict(
    id=28, slug="data_engineer_bengaluru", fmt="txt", layout="one-column", family="software-data",
    notes="UTF-8 plain text; all-caps name; India +91 mobile; 'Mon YYYY - Mon YYYY'; open to relocation; four languages on one line",
    enc="utf-8",
    src="""ARJUN VENKATESH IYER
Data Engineer | Spark, Airflow, Snowflake
Bengaluru, Karnataka, India - 560034
+91 98450 01234 | arjun.iyer.data@example.com | linkedin.com/in/arjun-v-iyer
Open to relocation (US / Canada / UK)

TECHNICAL SKILLS
Languages: Python, Scala, SQL
Big data: Apache Spark, Kafka, Airflow, dbt, Delta Lake
Cloud: AWS (Glue, EMR, Redshift, S3), Azure Data Factory, Snowflake

PROFESSIONAL EXPERIENCE

Senior Data Engineer - Kaveri Retail Analytics Pvt. Ltd., Bengaluru
Apr 2022 - Present
* Built a 4 TB/day clickstream pipeline (Kafka -> Spark Structured Streaming -> Delta Lake)
* Reduced Snowflake spend by 38% through clustering and warehouse right-sizing

Data Engineer - Nilgiri Software Services, Chennai
Jul 2018 - Mar 2022
* Airflow DAGs for 120+ batch jobs; migrated on-prem Hadoop to AWS EMR

Associate Software Engineer - Nilgiri Software Services, Chennai
Aug 2016 - Jun 2018

EDUCATION
B.Tech, Computer Science and Engineering - National Institute of Technology, Tiruchirappalli - 2016

CERTIFICATIONS
Databricks Certified Data Engineer Professional - Databricks - Nov 2023
SnowPro Core Certification - Snowflake - 2021 (expired)

LANGUAGES
Tamil - Native, Hindi - Professional, Kannada - Conversational, English - Professional
""",
    exp=expected(
        name("Arjun", "Iyer", "Venkatesh"), email="arjun.iyer.data@example.com", phone="+919845001234",
        linkedin="linkedin.com/in/arjun-v-iyer", city="Bengaluru", zipcode="560034", country="IND", relocate=True,
        work=[job("Kaveri Retail Analytics Pvt. Ltd.", "Senior Data Engineer", "2022-04", None),
              job("Nilgiri Software Services", "Data Engineer", "2018-07", "2022-03"),
              job("Nilgiri Software Services", "Associate Software Engineer", "2016-08", "2018-06")],
        education=[edu("National Institute of Technology, Tiruchirappalli", "B.Tech", "Computer Science and Engineering", "2016")],
        certs=[cert("Databricks Certified Data Engineer Professional", "Databricks", issued="2023-11"),
               cert("SnowPro Core Certification", "Snowflake")],
        langs=[lang("Tamil", "N"), lang("Hindi", "P"), lang("Kannada", "C"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 29
R.append(dict(
    id=29, slug="data_scientist_brooklyn", fmt="doc", layout="one-column", family="software-data",
    notes="PhD with graduation month; postdoc counts as employment; internship with season dates; publications section (not jobs)",
    src="""
# Samuel K. Adeyemi, PhD
Data Scientist — causal inference, experimentation, forecasting
Brooklyn, NY 11217 | 718-555-0199 | s.adeyemi.ds@example.com | linkedin.com/in/samueladeyemi
## Experience
**Senior Data Scientist** | Hudson Street Marketplace, New York, NY | Oct 2023 – Present
- Experimentation platform lead: CUPED variance reduction, sequential testing; 300+ A/B tests per year
- Demand forecasting (LightGBM, Prophet) for 40k SKUs; MAPE 21% → 13%
**Data Scientist** | Empire Health Analytics, New York, NY | Jan 2021 – Sep 2023
- Readmission risk models in Python and Spark; model monitoring with MLflow
**Postdoctoral Researcher** | Columbia University, Department of Biostatistics | Sep 2019 – Dec 2020
**Data Science Intern** | Brightline Insurance Co., Hartford, CT | Summer 2017
## Education
**Ph.D. in Statistics**, Cornell University, Ithaca, NY — August 2019
**B.Sc. Mathematics**, University of Lagos, Nigeria — 2013
## Publications
Adeyemi S., et al. (2020) Doubly robust estimation under interference. *Journal of Causal Inference* 8(1).
Adeyemi S., Park J. (2018) Bayesian forecasting of hospital census. *Statistics in Medicine* 37.
## Skills
Python (pandas, scikit-learn, PyTorch), R, SQL, Spark, Airflow, dbt, Tableau
## Languages
Yoruba – native; English – native; French – basic
""",
    exp=expected(
        name("Samuel", "Adeyemi", "K"), email="s.adeyemi.ds@example.com", phone="+17185550199",
        linkedin="linkedin.com/in/samueladeyemi", city="Brooklyn", state="NY", zipcode="11217",
        work=[job("Hudson Street Marketplace", "Senior Data Scientist", "2023-10", None),
              job("Empire Health Analytics", "Data Scientist", "2021-01", "2023-09"),
              job("Columbia University", "Postdoctoral Researcher", "2019-09", "2020-12"),
              job("Brightline Insurance Co.", "Data Science Intern", "2017-06", "2017-06")],
        education=[edu("Cornell University", "Ph.D. in Statistics", "Statistics", "2019-08"),
                   edu("University of Lagos", "B.Sc.", "Mathematics", "2013")],
        certs=[],
        langs=[lang("Yoruba", "N"), lang("English", "N"), lang("French", "B")]),
))

# ------------------------------------------------------------------ 30
R.append(dict(
    id=30, slug="devops_sre_remote_denver", fmt="pdf", layout="one-column", family="software-data",
    notes="no phone number at all (expected phone null); year ranges like '2015 - 2019' near the contact line; remote roles; 'Core Competencies'",
    src="""
# Jonah Abernathy-Price
Site Reliability / DevOps Engineer · Denver, Colorado · Remote
jonah.ap@example.org · github.com/jonah-ap · https://www.linkedin.com/in/jonahap
2015 - 2019 B.S. Computer Engineering, Colorado School of Mines
## Core Competencies
Kubernetes (EKS, GKE) · Terraform · Argo CD · Prometheus/Grafana · OpenTelemetry · Go and Python tooling · Incident command · PostgreSQL operations
## Employment
**Senior Site Reliability Engineer** — Altitude Cloud Systems (remote) — 2023 – present
- On-call lead for 140 Kubernetes clusters; availability 99.95% → 99.99%
- Wrote the terraform module library used by 30 teams
**DevOps Engineer** — Front Range Logistics Software, Boulder, CO — 2019 – 2023
- GitLab CI to GitHub Actions migration; ephemeral preview environments
**IT Support Intern** — Colorado School of Mines, Golden, CO — 2017 – 2019
## Certifications
- Certified Kubernetes Administrator (CKA) — CNCF — ID LF-4xk29q7w1 — expires 09/2027
- HashiCorp Certified: Terraform Associate (003) — 2024
- AWS Certified DevOps Engineer – Professional — exp. 2027
""",
    exp=expected(
        name("Jonah", "Abernathy-Price"), email="jonah.ap@example.org", phone=None,
        linkedin="https://www.linkedin.com/in/jonahap", city="Denver", state="CO",
        work=[job("Altitude Cloud Systems", "Senior Site Reliability Engineer", "2023", None),
              job("Front Range Logistics Software", "DevOps Engineer", "2019", "2023"),
              job("Colorado School of Mines", "IT Support Intern", "2017", "2019")],
        education=[edu("Colorado School of Mines", "B.S.", "Computer Engineering", "2019")],
        certs=[cert("Certified Kubernetes Administrator (CKA)", "CNCF", exp="2027-09", cid="LF-4xk29q7w1"),
               cert("HashiCorp Certified: Terraform Associate (003)", issued="2024"),
               cert("AWS Certified DevOps Engineer – Professional", exp="2027")]),
))

# ------------------------------------------------------------------ 31
R.append(dict(
    id=31, slug="journeyman_electrician_phoenix", fmt="docx", layout="one-column", family="trades",
    notes="trades; licence numbers; apprenticeship as employment; union; OSHA card without dates; 'Mon YYYY – Mon YYYY'",
    src="""
# Raymond "Ray" T. Castillo
Journeyman Electrician — Commercial & Industrial
Mesa, AZ 85201 · 480-555-0153 · ray.castillo.electric@example.com
## Summary
Licensed journeyman electrician with 11 years of commercial and industrial work: switchgear, conduit (EMT/rigid), motor controls, PLC troubleshooting, fire alarm. IBEW Local 640 member.
## Work Experience
**Journeyman Electrician** — Sonoran Power & Controls LLC, Phoenix, AZ — Apr 2019 – Present
- Foreman on data-center builds (up to 14 electricians); 4000A switchgear, medium-voltage terminations
- Read and marked up as-builts; coordinated inspections with the City of Phoenix
**Journeyman Electrician** — Valley Industrial Electric Inc., Tempe, AZ — Jun 2016 – Mar 2019
- Plant maintenance: VFDs, motor control centers, Allen-Bradley PLCs
**Apprentice Electrician** — Valley Industrial Electric Inc., Tempe, AZ — Jan 2012 – May 2016
## Education & Training
Arizona Electrical JATC — 5-year Inside Wireman Apprenticeship — 2016
Mesa High School — High School Diploma — 2011
## Licenses & Certifications
- Arizona ROC Journeyman Electrician Card, J-44210
- NFPA 70E Arc Flash Safety — 2025 — exp. 2028
- OSHA 30-Hour Construction
- Aerial & Scissor Lift Operator
""",
    exp=expected(
        name("Raymond", "Castillo", "T"), email="ray.castillo.electric@example.com", phone="+14805550153",
        city="Mesa", state="AZ", zipcode="85201",
        work=[job("Sonoran Power & Controls LLC", "Journeyman Electrician", "2019-04", None),
              job("Valley Industrial Electric Inc.", "Journeyman Electrician", "2016-06", "2019-03"),
              job("Valley Industrial Electric Inc.", "Apprentice Electrician", "2012-01", "2016-05")],
        education=[edu("Arizona Electrical JATC", "5-year Inside Wireman Apprenticeship", None, "2016"),
                   edu("Mesa High School", "High School Diploma", None, "2011")],
        certs=[cert("Arizona ROC Journeyman Electrician Card", cid="J-44210"),
               cert("NFPA 70E Arc Flash Safety", issued="2025", exp="2028"),
               cert("OSHA 30-Hour Construction"),
               cert("Aerial & Scissor Lift Operator")]),
))

# ------------------------------------------------------------------ 32
R.append(dict(
    id=32, slug="welder_monterrey", fmt="doc", layout="table", family="trades",
    notes="Mexico +52 phone; Spanish native; certifications in a bordered table (process | standard | date); willing to relocate; accents",
    src="""
# José M. Treviño Salazar
Soldador certificado / Certified Structural & Pipe Welder
Monterrey, Nuevo León, México · Cel. +52 81 5555 0142 · jose.trevino.welder@example.com
Disponible para reubicación / Willing to relocate (seeking visa sponsorship)
## Experience
**Pipe Welder (SMAW/GTAW)** — Aceros del Norte Industrial S.A. de C.V., Monterrey, NL — 2018 – Present
- Carbon and stainless process piping, 6G position, X-ray quality welds; 2% reject rate
**Structural Welder (FCAW)** — Estructuras Metálicas Garza, Apodaca, NL — 2013 – 2018
- Steel structures for warehouses and bridges; blueprint reading; fit-up
## Certifications
%w 36,20,32,12
| Certification | Process / Position | Issued by | Date |
| AWS D1.1 Structural Welding Code | FCAW 3G/4G | American Welding Society | 2019 |
| ASME Section IX Pipe Welder | GTAW/SMAW 6G | Bureau Veritas México | 2021 |
| AWS Certified Welder | SMAW 6G | American Welding Society | 2023 |
## Education
CONALEP Monterrey III — Técnico Profesional en Soldadura Industrial — 2012
## Languages
Spanish — native
English — conversational
""",
    exp=expected(
        name("José", "Treviño Salazar", "M"), email="jose.trevino.welder@example.com",
        phone="+528155550142", city="Monterrey", country="MEX", relocate=True,
        work=[job("Aceros del Norte Industrial S.A. de C.V.", "Pipe Welder (SMAW/GTAW)", "2018", None),
              job("Estructuras Metálicas Garza", "Structural Welder (FCAW)", "2013", "2018")],
        education=[edu("CONALEP Monterrey III", "Técnico Profesional en Soldadura Industrial", None, "2012")],
        certs=[cert("AWS D1.1 Structural Welding Code", "American Welding Society", issued="2019"),
               cert("ASME Section IX Pipe Welder", "Bureau Veritas México", issued="2021"),
               cert("AWS Certified Welder", "American Welding Society", issued="2023")],
        langs=[lang("Spanish", "N"), lang("English", "C")]),
))

# ------------------------------------------------------------------ 33
R.append(dict(
    id=33, slug="hvac_technician_kansas_city", fmt="txt", layout="one-column", family="trades",
    notes="Windows-1252 CRLF; 'to' ranges with 'now'; EPA 608 without dates; 6-month gap; phone in dotted form",
    enc="cp1252", crlf=True,
    src="""TRAVIS W. HOLLOWAY
HVAC Service Technician
Kansas City, MO 64111
816.555.0148  •  travis.holloway.hvac@example.com

EXPERIENCE
HVAC Service Technician
Heartland Comfort Heating & Cooling — Kansas City, MO
May 2021 to now
  • Residential and light-commercial service: heat pumps, gas furnaces, RTUs up to 25 tons
  • Diagnose refrigerant leaks, replace compressors and TXVs, commission mini-splits
  • Top tech for maintenance-agreement sales, 2023 and 2024

HVAC Installer
Plaza Mechanical Services — Overland Park, KS
March 2017 to October 2020
  • New construction and change-outs; brazing, duct fabrication, line sets

EDUCATION & TRAINING
Metropolitan Community College — Certificate, HVAC Technology — 2016

CERTIFICATIONS
EPA Section 608 Universal Certification
NATE Certified – Heat Pump Service (North American Technician Excellence), exp. 04/2027
Kansas City Mechanical Journeyman License #MJ-2231
""",
    exp=expected(
        name("Travis", "Holloway", "W"), email="travis.holloway.hvac@example.com", phone="+18165550148",
        city="Kansas City", state="MO", zipcode="64111",
        work=[job("Heartland Comfort Heating & Cooling", "HVAC Service Technician", "2021-05", None),
              job("Plaza Mechanical Services", "HVAC Installer", "2017-03", "2020-10")],
        education=[edu("Metropolitan Community College", "Certificate", "HVAC Technology", "2016")],
        certs=[cert("EPA Section 608 Universal Certification"),
               cert("NATE Certified – Heat Pump Service", "North American Technician Excellence", exp="2027-04"),
               cert("Kansas City Mechanical Journeyman License", cid="MJ-2231")]),
))

# ------------------------------------------------------------------ 34
R.append(dict(
    id=34, slug="cdl_a_driver_memphis", fmt="pdf", layout="one-column", family="trades",
    notes="CDL-A driver; no education section; licence endorsements; '+1 901 555 0116' phone; 'Current'; driving record line with years",
    src="""
# Curtis L. Bledsoe
CDL Class A Driver — OTR / Regional · 12 years, 1.4 million accident-free miles
Memphis, TN 38116 · +1 901 555 0116 · curtis.bledsoe.cdl@example.com
## Driving Experience
**Regional Driver (Dry Van & Reefer)**
Delta Crossroads Freight Lines, Memphis, TN
Feb 2020 – Current
- 2,500 miles/week across TN, MS, AR, AL, GA; ELD (Omnitracs) and pre-trip/post-trip inspections
**OTR Flatbed Driver**
Bluff City Transport LLC, Southaven, MS
Jun 2014 – Dec 2019
- 48-state flatbed: steel, lumber, machinery; load securement and tarping
**Yard Jockey / Shuttle Driver**
Riverport Intermodal, Memphis, TN
Jul 2012 – May 2014
## Licenses & Endorsements
- Tennessee CDL Class A – endorsements H, N, T (Hazmat, Tanker, Doubles/Triples) – exp. 04/2029
- DOT Medical Card – exp. 08/2027
- TWIC Card – exp. 2028
## Safety
Clean MVR 2014 – 2026; no preventable accidents; 2019 and 2023 Million-Mile Safe Driver awards
""",
    exp=expected(
        name("Curtis", "Bledsoe", "L"), email="curtis.bledsoe.cdl@example.com", phone="+19015550116",
        city="Memphis", state="TN", zipcode="38116",
        work=[job("Delta Crossroads Freight Lines", "Regional Driver (Dry Van & Reefer)", "2020-02", None),
              job("Bluff City Transport LLC", "OTR Flatbed Driver", "2014-06", "2019-12"),
              job("Riverport Intermodal", "Yard Jockey / Shuttle Driver", "2012-07", "2014-05")],
        education=[],
        certs=[cert("Tennessee CDL Class A", exp="2029-04"),
               cert("DOT Medical Card", exp="2027-08"),
               cert("TWIC Card", exp="2028")]),
))

# ------------------------------------------------------------------ 35
R.append(dict(
    id=35, slug="forklift_warehouse_columbus", fmt="doc", layout="one-column", family="trades",
    notes="two phone numbers (cell first, then home); long gap; '01/2019 to 11/2019' style; certifications without issuer; no summary",
    src="""
# Andre M. Pettiford
Columbus, OH 43207
Cell: 614-555-0172 · Home: (614) 555-0105 · andre.pettiford@example.com
## Work History
**Forklift Operator / Inventory Lead** — Buckeye Fulfillment Center — Obetz, OH — 03/2022 to Present
- Stand-up reach truck, order picker and sit-down forklift; 180+ pallets/shift
- RF scanning and cycle counts in Manhattan WMS; 99.8% inventory accuracy
**Warehouse Associate** — Great Lakes Home Goods Distribution — Groveport, OH — 01/2019 to 11/2019
- Loading/unloading trailers, pick-and-pack, shrink-wrapping
*Employment gap 12/2019 – 02/2022: full-time family caregiving*
**Shipping & Receiving Clerk** — Scioto Auto Parts — Columbus, OH — 05/2015 to 12/2018
## Education
Marion-Franklin High School, High School Diploma, 2014
## Certifications
- OSHA Powered Industrial Truck (Forklift) Certified – 2022
- Reach Truck & Order Picker Certification
- OSHA 10-Hour General Industry
""",
    exp=expected(
        name("Andre", "Pettiford", "M"), email="andre.pettiford@example.com", phone="+16145550172",
        alt="+16145550105", city="Columbus", state="OH", zipcode="43207",
        work=[job("Buckeye Fulfillment Center", "Forklift Operator / Inventory Lead", "2022-03", None),
              job("Great Lakes Home Goods Distribution", "Warehouse Associate", "2019-01", "2019-11"),
              job("Scioto Auto Parts", "Shipping & Receiving Clerk", "2015-05", "2018-12")],
        education=[edu("Marion-Franklin High School", "High School Diploma", None, "2014")],
        certs=[cert("OSHA Powered Industrial Truck (Forklift) Certified", issued="2022"),
               cert("Reach Truck & Order Picker Certification"),
               cert("OSHA 10-Hour General Industry")]),
))

# ------------------------------------------------------------------ 36
R.append(dict(
    id=36, slug="admin_assistant_sacramento", fmt="txt", layout="one-column", family="office",
    notes="UTF-16LE with BOM; 'Qualifications Profile'; 'Mon YYYY – Mon YYYY' with en dash; Spanish fluent; no certifications section",
    enc="utf-16",
    src="""Guadalupe "Lupe" Ibarra-Mendoza
Sacramento, CA 95816 | (916) 555-0112 | lupe.ibarra@example.com

QUALIFICATIONS PROFILE
Executive and administrative assistant with 9 years supporting C-level executives and 40-person departments. Microsoft 365, Concur, Salesforce, QuickBooks. Typing 78 wpm.

PROFESSIONAL EXPERIENCE

Executive Assistant to the CEO — Delta Breeze Credit Union, Sacramento, CA
Aug 2021 – Present
• Calendar, travel and board-meeting logistics for the CEO and 3 VPs
• Prepare board packets and minutes; manage $250K department budget tracking

Administrative Assistant — Capitol Mall Law Group LLP, Sacramento, CA
Mar 2017 – Jul 2021
• Front desk, scheduling for 8 attorneys, e-filing, document management (NetDocuments)

Office Clerk — American River Dental Associates, Folsom, CA
Jun 2015 – Feb 2017

EDUCATION
Sacramento City College — Associate of Arts, Business Administration — 2016

SKILLS
Microsoft 365 (Outlook, Excel, Word, PowerPoint, Teams) • SAP Concur • Salesforce • QuickBooks Online • Minute taking • Notary Public (California, commission expires 2028)

LANGUAGES
Spanish – fluent
""",
    exp=expected(
        name("Guadalupe", "Ibarra-Mendoza"), email="lupe.ibarra@example.com", phone="+19165550112",
        city="Sacramento", state="CA", zipcode="95816",
        work=[job("Delta Breeze Credit Union", "Executive Assistant to the CEO", "2021-08", None),
              job("Capitol Mall Law Group LLP", "Administrative Assistant", "2017-03", "2021-07"),
              job("American River Dental Associates", "Office Clerk", "2015-06", "2017-02")],
        education=[edu("Sacramento City College", "Associate of Arts", "Business Administration", "2016")],
        langs=[lang("Spanish", "P")]),
))

# ------------------------------------------------------------------ 37
R.append(dict(
    id=37, slug="senior_accountant_cpa_charlotte", fmt="docx", layout="one-column", family="office",
    notes="CPA licence with number; 'Professional Experience'; title then employer on one line with '|' ; 'MM/YYYY – MM/YYYY'; 4-month gap",
    src="""
# Catherine A. Okonkwo-Reilly, CPA
Charlotte, NC 28202 · (980) 555-0181 · c.okonkwo.cpa@example.com · linkedin.com/in/cokonkwocpa
## Professional Summary
CPA with 8 years in public accounting and corporate reporting: SEC reporting (10-K/10-Q), technical accounting (ASC 606, 842), SOX controls, month-end close in NetSuite and SAP.
## Professional Experience
**Senior Accountant, SEC Reporting** | Queen City Bancorp | Charlotte, NC | 11/2022 – Present
- Prepare 10-Q/10-K footnotes and XBRL tagging; lease accounting under ASC 842
**Audit Senior** | Harrison & Lowe LLP | Charlotte, NC | 09/2018 – 07/2022
- Led audits of financial services and manufacturing clients up to $2B revenue
**Audit Associate** | Harrison & Lowe LLP | Raleigh, NC | 09/2016 – 08/2018
## Education
Wake Forest University — Master of Science in Accountancy — May 2016
Wake Forest University — Bachelor of Science, Business and Enterprise Management — May 2015
## Licenses & Certifications
- Certified Public Accountant, North Carolina State Board of CPA Examiners, License #41822
- Certified Management Accountant (CMA), Institute of Management Accountants, 2020
""",
    exp=expected(
        name("Catherine", "Okonkwo-Reilly", "A"), email="c.okonkwo.cpa@example.com", phone="+19805550181",
        linkedin="linkedin.com/in/cokonkwocpa", city="Charlotte", state="NC", zipcode="28202",
        work=[job("Queen City Bancorp", "Senior Accountant, SEC Reporting", "2022-11", None),
              job("Harrison & Lowe LLP", "Audit Senior", "2018-09", "2022-07"),
              job("Harrison & Lowe LLP", "Audit Associate", "2016-09", "2018-08")],
        education=[edu("Wake Forest University", "Master of Science in Accountancy", "Accountancy", "2016-05"),
                   edu("Wake Forest University", "Bachelor of Science", "Business and Enterprise Management", "2015-05")],
        certs=[cert("Certified Public Accountant", "North Carolina State Board of CPA Examiners", cid="41822"),
               cert("Certified Management Accountant (CMA)", "Institute of Management Accountants", issued="2020")]),
))

# ------------------------------------------------------------------ 38
R.append(dict(
    id=38, slug="hr_generalist_st_louis", fmt="pdf", layout="two-column", family="office", left_width="42%",
    notes="two-column with contact/certs/languages left; SHRM-CP and PHR with dates; open to relocation; 'Human Resources Experience'",
    src="""
@@left
## Contact
St. Louis, MO 63110
314-555-0157
m.castellano.hr@example.com
www.linkedin.com/in/mcastellanohr
Open to relocation
## Certifications
**SHRM-CP**
Society for Human Resource Management
Issued 2020 · Renewal 01/2027
**PHR**
HR Certification Institute (HRCI)
Exp. 06/2028
## Languages
Italian – fluent
Spanish – intermediate
@@right
# Michael Anthony Castellano
Human Resources Generalist
## Human Resources Experience
**HR Generalist** · Gateway Regional Health System · St. Louis, MO
Jun 2020 – Present
- HR business partner for 1,200 clinical employees across 4 hospitals
- Employee relations investigations, FMLA/ADA accommodations, annual pay-equity review
- Rolled out Workday onboarding; new-hire time-to-productive down 20%
**HR Coordinator** · Arch City Manufacturing Co. · Fenton, MO
Jan 2017 – May 2020
- Full-cycle recruiting for hourly production roles (300+ hires per year); I-9 and E-Verify
## Education
**Saint Louis University**
Bachelor of Arts, Psychology · Minor: Business Administration
2016
@@end
""",
    exp=expected(
        name("Michael", "Castellano", "Anthony"), email="m.castellano.hr@example.com", phone="+13145550157",
        linkedin="www.linkedin.com/in/mcastellanohr", city="St. Louis", state="MO", zipcode="63110", relocate=True,
        work=[job("Gateway Regional Health System", "HR Generalist", "2020-06", None),
              job("Arch City Manufacturing Co.", "HR Coordinator", "2017-01", "2020-05")],
        education=[edu("Saint Louis University", "Bachelor of Arts", "Psychology", "2016")],
        certs=[cert("SHRM-CP", "Society for Human Resource Management", issued="2020", exp="2027-01"),
               cert("PHR", "HR Certification Institute (HRCI)", exp="2028-06")],
        langs=[lang("Italian", "P"), lang("Spanish", "C")]),
))
