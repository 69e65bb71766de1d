"""Second batch (49 onward): written after the parser existed, to hold it out. The resumes vary
in the ways the first batch did not: surname particles, double and apostrophe surnames, labelled
names, extensions and several phones, certifications in sentences, tables and summary lines,
unusual headings."""

from lib import *

R = []

# ------------------------------------------------------------------ 49
R.append(dict(
    id=49, slug="cvicu_rn_san_diego", fmt="pdf", layout="two-column", family="nursing",
    notes="two-column, name in capitals with particle surname in the right column; 'Cell:' and 'Home:' phones; licences in a full-width bordered table with an 'Expires' column under the columns; 'Feb.' dates",
    left_width="40%",
    src="""
@@left
## Contact
Cell: (619) 555-0142
Home: (619) 555-0198
ana.delatorre.rn@example.com
San Diego, CA 92103
## Languages
Spanish – native
English – fluent
## Clinical Skills
- Open-heart recovery, titratable drips
- Impella, IABP, temporary pacing
- Epic, Pyxis
@@right
# ANA LUCÍA DE LA TORRE, RN, BSN
Cardiovascular ICU Registered Nurse
## Summary
CVICU nurse with nine years at the bedside, five of them recovering open-heart surgery patients; charge nurse and preceptor.
## Clinical Employment
**CVICU Staff Nurse II**
Pacific Coast Heart Institute | San Diego, CA
Feb. 2021 – present
- Fresh CABG and valve recoveries, 1:1 and 1:2 assignments; rapid response team member
**Cardiac Step-Down RN**
Mission Valley Medical Center | San Diego, CA
Jun. 2017 – Jan. 2021
- 4-patient assignments on a 30-bed cardiac step-down unit
## Education
San Diego State University — Bachelor of Science in Nursing — May 2017
@@end
## Licenses & Certifications
%w 30,40,14,16
| Credential | Issued by | Number | Expires |
| California RN License | California Board of Registered Nursing | 95123456 | 11/30/2027 |
| CCRN (Adult) | AACN | 1748823 | 06/2028 |
| ACLS | American Heart Association | | 03/2027 |
| BLS | American Heart Association | | 03/2027 |
""",
    exp=expected(
        name("Ana", "de la Torre", "Lucía"), email="ana.delatorre.rn@example.com",
        phone="+16195550142", alt="+16195550198", city="San Diego", state="CA", zipcode="92103",
        work=[job("Pacific Coast Heart Institute", "CVICU Staff Nurse II", "2021-02", None),
              job("Mission Valley Medical Center", "Cardiac Step-Down RN", "2017-06", "2021-01")],
        education=[edu("San Diego State University", "Bachelor of Science in Nursing", "Nursing", "2017-05")],
        certs=[cert("California RN License", "California Board of Registered Nursing", exp="2027-11-30", cid="95123456"),
               cert("CCRN (Adult)", "AACN", exp="2028-06", cid="1748823"),
               cert("ACLS", "American Heart Association", exp="2027-03"),
               cert("BLS", "American Heart Association", exp="2027-03")],
        langs=[lang("Spanish", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 50
R.append(dict(
    id=50, slug="platform_engineer_london", fmt="docx", layout="one-column", family="software-data",
    notes="'CURRICULUM VITAE' title; 'Name:' label with a Dutch particle surname; London landline +44 20 first, mobile second; 'Where I've Worked'; certifications as sentences; 'to date'",
    src="""
^ CURRICULUM VITAE
Name: Pieter van den Berg
Address: 14 Calvert Avenue, London E2 7JP, United Kingdom
Telephone: +44 20 7946 0018
Mobile: +44 7700 900215
E-mail: pieter.vandenberg@example.co.uk
## Personal Statement
Platform engineer with ten years of building Kubernetes platforms, CI/CD and observability for payments and analytics companies in London and Rotterdam.
## Where I've Worked
**Brick Lane Payments Ltd**, London — Staff Platform Engineer — 09/2021 to date
- Run 14 production Kubernetes clusters on EKS; built the internal developer platform on Backstage and Argo CD
**Thameside Analytics Ltd**, Reading — Site Reliability Engineer — 06/2018 to 08/2021
- On-call lead; moved monitoring from Nagios to Prometheus and Grafana
**Rotterdam Havensoft B.V.**, Rotterdam — Software Engineer — 2015 to 2018
## Education
Delft University of Technology — MSc, Computer Science — 2015
## Certifications
I passed the Certified Kubernetes Administrator (CKA) exam from The Linux Foundation in November 2022 (certificate ID LF-2022-77813).
I have held the AWS Certified Solutions Architect – Professional since March 2023; it expires in March 2026.
## Languages
Dutch – native; English – fluent; German – conversational
""",
    exp=expected(
        name("Pieter", "van den Berg"), email="pieter.vandenberg@example.co.uk",
        phone="+442079460018", alt="+447700900215", city="London", zipcode="E2 7JP", country="GBR",
        work=[job("Brick Lane Payments Ltd", "Staff Platform Engineer", "2021-09", None),
              job("Thameside Analytics Ltd", "Site Reliability Engineer", "2018-06", "2021-08"),
              job("Rotterdam Havensoft B.V.", "Software Engineer", "2015", "2018")],
        education=[edu("Delft University of Technology", "MSc", "Computer Science", "2015")],
        certs=[cert("Certified Kubernetes Administrator (CKA)", "The Linux Foundation", issued="2022-11", cid="LF-2022-77813"),
               cert("AWS Certified Solutions Architect – Professional", issued="2023-03", exp="2026-03")],
        langs=[lang("Dutch", "N"), lang("English", "P"), lang("German", "C")]),
))

# ------------------------------------------------------------------ 51
R.append(dict(
    id=51, slug="master_electrician_kansas_city", fmt="doc", layout="one-column", family="trades",
    notes="apostrophe surname and middle name; office phone with 'ext.' first, mobile second; 'Employment Record'; 'current'; licences with 'Lic. No.' and 'valid through'; education under 'Training'",
    src="""
# Liam Patrick O'Sullivan
Master Electrician · Licensed in Missouri and Kansas
Office: (816) 555-0112 ext. 12 · Mobile: (816) 555-0187 · liam.osullivan@example.com
Lee's Summit, MO 64063
## Summary
Master electrician with 16 years in commercial and industrial construction: switchgear, fire alarm, lighting controls and design-build tenant finish.
## Employment Record
**Electrical Superintendent**
Heartland Commercial Electric Co. — Kansas City, MO
April 2020 – current
- Run crews of up to 35 electricians on hospital and data-center projects up to $18M
**Journeyman Electrician**
Blue River Electrical Contractors — Independence, MO
2012 – March 2020
**Apprentice Electrician**
Crown Center Electric — Kansas City, MO
2008 – 2012
## Training
Metropolitan Community College — Electrical Technology Certificate — 2010
## Licenses
Missouri Master Electrician License, Lic. No. ME-004512, valid through 12/31/2027
Kansas Master Electrician License (Lic. No. KS-ME-20931) — expires June 2027
OSHA 30-Hour Construction — card issued 2019
NFPA 70E Arc Flash Safety — renewal due 2028
""",
    exp=expected(
        name("Liam", "O'Sullivan", "Patrick"), email="liam.osullivan@example.com",
        phone="+18165550112", alt="+18165550187", city="Lee's Summit", state="MO", zipcode="64063",
        work=[job("Heartland Commercial Electric Co.", "Electrical Superintendent", "2020-04", None),
              job("Blue River Electrical Contractors", "Journeyman Electrician", "2012", "2020-03"),
              job("Crown Center Electric", "Apprentice Electrician", "2008", "2012")],
        education=[edu("Metropolitan Community College", "Electrical Technology Certificate", None, "2010")],
        certs=[cert("Missouri Master Electrician License", exp="2027-12-31", cid="ME-004512"),
               cert("Kansas Master Electrician License", exp="2027-06", cid="KS-ME-20931"),
               cert("OSHA 30-Hour Construction", issued="2019"),
               cert("NFPA 70E Arc Flash Safety", exp="2028")]),
))

# ------------------------------------------------------------------ 52
R.append(dict(
    id=52, slug="office_manager_boston", fmt="txt", layout="one-column", family="office",
    notes="capitals with an Irish two-word surname; 'Mobile' and 'Office' phones in dotted form without colons, office with 'x204'; title and dates on one line, employer below; 'Summer' date; no certifications",
    enc="cp1252", crlf=True,
    src="""SIOBHÁN NÍ MHURCHÚ
Office Manager / Executive Assistant
Boston, MA 02127
Mobile 617.555.0161    Office 617.555.0188 x204
siobhan.nimhurchu@example.com

SUMMARY
Office manager for a 60-person architecture practice; vendor contracts, facilities, AP/AR support and executive calendars.

WORK HISTORY

Office Manager                                  Sept 2019 - Present
Harborview Architecture Partners, Boston, MA
  - Run the office budget ($1.1M), leases, IT vendors and the move to a new 22,000 sq ft studio

Executive Assistant to the CFO                  Feb 2015 - Aug 2019
Seaport Insurance Brokers LLC, Boston, MA
  - Board materials, travel, expense reports in Concur

Receptionist                                    Summer 2013 - Jan 2015
Dorchester Family Dental, Boston, MA

EDUCATION
University of Massachusetts Boston, B.A., English, 2013

SKILLS
Microsoft 365, QuickBooks Online, Concur, event planning, vendor contracts
""",
    exp=expected(
        name("Siobhán", "Ní Mhurchú"), email="siobhan.nimhurchu@example.com",
        phone="+16175550161", alt="+16175550188", city="Boston", state="MA", zipcode="02127",
        work=[job("Harborview Architecture Partners", "Office Manager", "2019-09", None),
              job("Seaport Insurance Brokers LLC", "Executive Assistant to the CFO", "2015-02", "2019-08"),
              job("Dorchester Family Dental", "Receptionist", "2013-06", "2015-01")],
        education=[edu("University of Massachusetts Boston", "B.A.", "English", "2013")],
        certs=[]),
))

# ------------------------------------------------------------------ 53
R.append(dict(
    id=53, slug="neuro_icu_nurse_manager_nashville", fmt="pdf", layout="one-column", family="nursing",
    notes="capitals name with middle name, hyphenated surname and three credentials; state written in full; 'Cell:'; 'Nursing Experience'; credentials written as sentences (compact licence, 'valid through', 'valid until')",
    src="""
# KAREN ELIZABETH MCALLISTER-JONES, MSN, RN, CCRN
Nashville, Tennessee 37205 • Cell: 615-555-0109 • karen.mj.rn@example.com • linkedin.com/in/karen-mcallister-jones
## Nursing Experience
**Nurse Manager, Neuroscience ICU**
Cumberland River University Medical Center – Nashville, TN
06/2018 – Present
- 24-bed neuro ICU, 78 FTEs; cut CLABSI to zero for 20 months
**Staff Nurse, Neuroscience ICU**
Cumberland River University Medical Center – Nashville, TN
June 2014 – May 2018
**Staff Nurse, Medical ICU**
Williamson Valley Hospital – Franklin, TN
June 2011 – May 2014
## Education
Belmont University — MSN, Nursing Education — 2021
Middle Tennessee State University — BSN — 2011
## Credentials
License no. RN-228471: a multistate (compact) RN license issued by the Tennessee Board of Nursing, which expires 09/30/2027.
I maintain CCRN certification through the American Association of Critical-Care Nurses (valid through 02/2028).
BLS and ACLS through the American Heart Association, both valid until April 2027.
""",
    exp=expected(
        name("Karen", "McAllister-Jones", "Elizabeth"), email="karen.mj.rn@example.com", phone="+16155550109",
        linkedin="linkedin.com/in/karen-mcallister-jones", city="Nashville", state="TN", zipcode="37205",
        work=[job("Cumberland River University Medical Center", "Nurse Manager, Neuroscience ICU", "2018-06", None),
              job("Cumberland River University Medical Center", "Staff Nurse, Neuroscience ICU", "2014-06", "2018-05"),
              job("Williamson Valley Hospital", "Staff Nurse, Medical ICU", "2011-06", "2014-05")],
        education=[edu("Belmont University", "MSN", "Nursing Education", "2021"),
                   edu("Middle Tennessee State University", "BSN", None, "2011")],
        certs=[cert("multistate (compact) RN license", "Tennessee Board of Nursing", exp="2027-09-30", cid="RN-228471"),
               cert("CCRN", "American Association of Critical-Care Nurses", exp="2028-02"),
               cert("BLS", "American Heart Association", exp="2027-04"),
               cert("ACLS", "American Heart Association", exp="2027-04")]),
))

# ------------------------------------------------------------------ 54
R.append(dict(
    id=54, slug="data_analyst_pune", fmt="docx", layout="table", family="software-data",
    notes="'RÉSUMÉ' title; name and contact in a borderless table; India +91 'Mobile:'; work history as a bordered table under 'Professional Journey'; internship; a certification named only in the skills line (not labelled)",
    src="""
^ RÉSUMÉ
~| **Priya Raghunathan Menon** | Senior Data Analyst |
~| Mobile: +91 98450 07731 | Pune, Maharashtra 411001, India |
~| priya.menon.analytics@example.com | linkedin.com/in/priya-r-menon |
## Profile
Data analyst with seven years in retail and fintech analytics: SQL, Python, dashboards and A/B testing.
## Skills
SQL, Python (pandas, statsmodels), Power BI, Tableau, Excel, Microsoft Certified: Power BI Data Analyst Associate
## Professional Journey
| Organisation | Role | Period |
| Deccan Retail Analytics Pvt. Ltd. | Senior Data Analyst | Jul 2022 – Present |
| Sahyadri Fintech Solutions | Data Analyst | Aug 2019 – Jun 2022 |
| Konkan Logistics Pvt. Ltd. | Business Analyst Intern | Jan 2019 – Jun 2019 |
## Education
Savitribai Phule Pune University — B.E., Computer Engineering — 2019
## Certifications
Tableau Desktop Specialist (Tableau, 2021)
Google Data Analytics Professional Certificate – Coursera – 2020
## Languages
English (professional), Hindi (native), Marathi (native), Tamil (conversational)
""",
    exp=expected(
        name("Priya", "Menon", "Raghunathan"), email="priya.menon.analytics@example.com", phone="+919845007731",
        linkedin="linkedin.com/in/priya-r-menon", city="Pune", zipcode="411001", country="IND",
        work=[job("Deccan Retail Analytics Pvt. Ltd.", "Senior Data Analyst", "2022-07", None),
              job("Sahyadri Fintech Solutions", "Data Analyst", "2019-08", "2022-06"),
              job("Konkan Logistics Pvt. Ltd.", "Business Analyst Intern", "2019-01", "2019-06")],
        education=[edu("Savitribai Phule Pune University", "B.E.", "Computer Engineering", "2019")],
        certs=[cert("Tableau Desktop Specialist", "Tableau", issued="2021"),
               cert("Google Data Analytics Professional Certificate", "Coursera", issued="2020")],
        langs=[lang("English", "P"), lang("Hindi", "N"), lang("Marathi", "N"), lang("Tamil", "C")]),
))

# ------------------------------------------------------------------ 55
R.append(dict(
    id=55, slug="clinical_pharmacist_decatur", fmt="doc", layout="one-column", family="allied-health",
    notes="'Dr.' honorific, hyphenated surname, post-nominals; 'Tel:' with two phones separated by a slash; 'Positions Held'; residency as employment; title with a specialty after a comma; 'renewal due'",
    src="""
# Dr. Folasade O. Bankole-Hughes, PharmD, BCPS
^ Decatur, GA 30030 · Tel: 404-555-0155 / 404-555-0177 · f.bankole.pharmd@example.com
## Professional Summary
Board-certified clinical pharmacist in internal medicine: anticoagulation and antimicrobial stewardship, vancomycin AUC dosing, pharmacy and therapeutics committee work.
## Positions Held
**Clinical Pharmacist, Internal Medicine** — Peachtree Regional Medical Center, Atlanta, GA — 2019 – Present
- Round with two hospitalist teams; pharmacokinetic dosing service; precept APPE students
**PGY-1 Pharmacy Resident** — Peachtree Regional Medical Center, Atlanta, GA — 07/2018 – 06/2019
**Pharmacy Intern** — Ponce Community Pharmacy, Atlanta, GA — May 2015 – May 2018
## Education
Mercer University College of Pharmacy — Doctor of Pharmacy (PharmD) — 2018
## Board Certification & Licensure
- Board Certified Pharmacotherapy Specialist (BCPS) – Board of Pharmacy Specialties – certified 2020, renewal due 12/2027
- Georgia Pharmacist License – Georgia State Board of Pharmacy – RPH-031847
- BLS for Healthcare Providers – AHA – exp. 01/2027
""",
    exp=expected(
        name("Folasade", "Bankole-Hughes", "O"), email="f.bankole.pharmd@example.com",
        phone="+14045550155", alt="+14045550177", city="Decatur", state="GA", zipcode="30030",
        work=[job("Peachtree Regional Medical Center", "Clinical Pharmacist, Internal Medicine", "2019", None),
              job("Peachtree Regional Medical Center", "PGY-1 Pharmacy Resident", "2018-07", "2019-06"),
              job("Ponce Community Pharmacy", "Pharmacy Intern", "2015-05", "2018-05")],
        education=[edu("Mercer University College of Pharmacy", "Doctor of Pharmacy (PharmD)", None, "2018")],
        certs=[cert("Board Certified Pharmacotherapy Specialist (BCPS)", "Board of Pharmacy Specialties", issued="2020", exp="2027-12"),
               cert("Georgia Pharmacist License", "Georgia State Board of Pharmacy", cid="RPH-031847"),
               cert("BLS for Healthcare Providers", "AHA", exp="2027-01")]),
))

# ------------------------------------------------------------------ 56
R.append(dict(
    id=56, slug="pipefitter_anchorage", fmt="txt", layout="one-column", family="trades",
    notes="'RESUME' title then labelled fields ('Name:', 'Phone:', 'Alt:'); apostrophe surname with 'Jr.'; dates in a left column before the title; 'PRESENT' in capitals; TWIC card number; 'valid through'",
    enc="utf-16",
    src="""RESUME

Name:     Marcus A. D'Angelo Jr.
Phone:    (907) 555-0136
Alt:      (907) 555-0114
Email:    marcus.dangelo@example.com
Address:  Anchorage, AK 99503

OBJECTIVE
Pipefitter foreman seeking a rotational North Slope or refinery turnaround position.

WORK EXPERIENCE

2019 - PRESENT    Pipefitter Foreman
                  North Slope Mechanical Inc. - Prudhoe Bay, AK
                  Lead crews of 12 on module hook-up and tie-ins; 2 weeks on / 2 weeks off

2014 - 2019       Journeyman Pipefitter
                  Chugach Industrial Services - Anchorage, AK

2010 - 2014       Pipefitter Apprentice
                  Kenai Process Piping LLC - Kenai, AK

EDUCATION
University of Alaska Anchorage - Certificate in Welding - 2010

CERTIFICATIONS
ASME Section IX 6G Pipe Welding (GTAW/SMAW) - exp. 03/2027
OSHA 30-Hour General Industry - 2018
TWIC Card #TW4471903 - expires 10/2028
Medic First Aid CPR/AED - valid through 05/2027
""",
    exp=expected(
        name("Marcus", "D'Angelo", "A"), email="marcus.dangelo@example.com",
        phone="+19075550136", alt="+19075550114", city="Anchorage", state="AK", zipcode="99503",
        work=[job("North Slope Mechanical Inc.", "Pipefitter Foreman", "2019", None),
              job("Chugach Industrial Services", "Journeyman Pipefitter", "2014", "2019"),
              job("Kenai Process Piping LLC", "Pipefitter Apprentice", "2010", "2014")],
        education=[edu("University of Alaska Anchorage", "Certificate in Welding", "Welding", "2010")],
        certs=[cert("ASME Section IX 6G Pipe Welding (GTAW/SMAW)", exp="2027-03"),
               cert("OSHA 30-Hour General Industry", issued="2018"),
               cert("TWIC Card", exp="2028-10", cid="TW4471903"),
               cert("Medic First Aid CPR/AED", exp="2027-05")]),
))

# ------------------------------------------------------------------ 57
R.append(dict(
    id=57, slug="sonographer_portland", fmt="pdf", layout="two-column", family="allied-health",
    notes="two-column with the name and credentials in the left sidebar; 'St.' surname; '+1 (503)' phone; certifications with registry numbers in the sidebar; 'Professional Background'; year-only ranges",
    src="""
@@left
# Thomas A. St. Clair
RDMS, RVT
+1 (503) 555-0147
thomas.stclair@example.com
Portland, OR 97214
## Registries
RDMS (Abdomen, OB/GYN) — ARDMS — #1108542
RVT — ARDMS — #1108542
BLS — American Heart Association — exp. 09/2026
## Skills
- Carotid and venous duplex
- OB anatomy scans
- GE Logiq E10, Philips EPIQ
@@right
## Professional Background
**Lead Diagnostic Medical Sonographer**
Willamette Imaging Associates, Portland, OR
2020 – Present
- Lead a team of 9 sonographers across 3 outpatient sites; protocol updates and QA
**Diagnostic Medical Sonographer**
Columbia Gorge Regional Hospital, The Dalles, OR
2016 – 2020
- General, vascular and OB scanning; call coverage for the ED
## Education
Oregon Institute of Technology — Bachelor of Science in Diagnostic Medical Sonography — 2016
@@end
""",
    exp=expected(
        name("Thomas", "St. Clair", "A"), email="thomas.stclair@example.com", phone="+15035550147",
        city="Portland", state="OR", zipcode="97214",
        work=[job("Willamette Imaging Associates", "Lead Diagnostic Medical Sonographer", "2020", None),
              job("Columbia Gorge Regional Hospital", "Diagnostic Medical Sonographer", "2016", "2020")],
        education=[edu("Oregon Institute of Technology", "Bachelor of Science in Diagnostic Medical Sonography",
                       "Diagnostic Medical Sonography", "2016")],
        certs=[cert("RDMS (Abdomen, OB/GYN)", "ARDMS", cid="1108542"),
               cert("RVT", "ARDMS", cid="1108542"),
               cert("BLS", "American Heart Association", exp="2026-09")]),
))

# ------------------------------------------------------------------ 58
R.append(dict(
    id=58, slug="family_np_chicago", fmt="docx", layout="two-column", family="nursing",
    notes="two-column, hyphenated first name plus middle name and post-nominals; 'Mobile' without a colon; certification written as a sentence; licence number with a dot; 'valid through' year",
    src="""
@@left
## Contact
Mobile (312) 555-0193
jb.moreau.np@example.com
Chicago, IL 60640
## Credentials
Illinois APRN License No. 209.018472, exp. 05/31/2028
Board certified as a Family Nurse Practitioner (FNP-C) by the American Academy of Nurse Practitioners Certification Board, expires 06/2029.
DEA Registration — valid through 2028
BLS – AHA – exp. 11/2027
## Languages
French (native), English (fluent), Haitian Creole (conversational)
@@right
# Jean-Baptiste Laurent Moreau, MSN, APRN, FNP-C
Family Nurse Practitioner
## Clinical Practice
**Family Nurse Practitioner**
Uptown Community Health Center — Chicago, IL
Oct 2021 – Present
- Primary care for 18–22 patients a day across the lifespan; diabetes and hypertension panels
**Registered Nurse, Emergency Department**
North Shore Lakeside Hospital — Evanston, IL
Jul 2014 – Sep 2021
## Education
Rush University — Master of Science in Nursing — 2021
Loyola University Chicago — Bachelor of Science in Nursing — 2014
@@end
""",
    exp=expected(
        name("Jean-Baptiste", "Moreau", "Laurent"), email="jb.moreau.np@example.com", phone="+13125550193",
        city="Chicago", state="IL", zipcode="60640",
        work=[job("Uptown Community Health Center", "Family Nurse Practitioner", "2021-10", None),
              job("North Shore Lakeside Hospital", "Registered Nurse, Emergency Department", "2014-07", "2021-09")],
        education=[edu("Rush University", "Master of Science in Nursing", "Nursing", "2021"),
                   edu("Loyola University Chicago", "Bachelor of Science in Nursing", "Nursing", "2014")],
        certs=[cert("Illinois APRN License", exp="2028-05-31", cid="209.018472"),
               cert("Family Nurse Practitioner (FNP-C)", "American Academy of Nurse Practitioners Certification Board", exp="2029-06"),
               cert("DEA Registration", exp="2028"),
               cert("BLS", "AHA", exp="2027-11")],
        langs=[lang("French", "N"), lang("English", "P"), lang("Haitian Creole", "C")]),
))

# ------------------------------------------------------------------ 59
R.append(dict(
    id=59, slug="mobile_engineer_san_jose", fmt="doc", layout="one-column", family="software-data",
    notes="quoted nickname between first and last name; '+1.408' dotted phone after 'Mobile'; 'Engineering Experience'; 'Now' ranges without spaces; no certifications",
    src="""
# Xiaoming "Kevin" Zhao
^ San Jose, CA 95112 | Mobile +1.408.555.0139 | kevin.zhao.dev@example.com | github.com/kzhao-dev
## About
iOS and Android engineer (Swift, Kotlin, React Native) with eight years of consumer apps, 4.8-star ratings and 10M+ installs.
## Engineering Experience
**Senior Mobile Engineer**, Bayside Fitness Apps Inc. — San Jose, CA
Mar 2021–Now
- Led the SwiftUI rewrite of the workout player; cut crash rate from 1.2% to 0.15%
**Mobile Engineer**, Orchard Street Labs — Palo Alto, CA
Jan 2018–Feb 2021
**Software Engineer Intern**, Orchard Street Labs — Palo Alto, CA
Summer 2017
## Education
San José State University — B.S., Software Engineering — 2017
## Skills
Swift, SwiftUI, Kotlin, Jetpack Compose, React Native, GraphQL, Firebase, fastlane
""",
    exp=expected(
        name("Xiaoming", "Zhao"), email="kevin.zhao.dev@example.com", phone="+14085550139",
        city="San Jose", state="CA", zipcode="95112",
        work=[job("Bayside Fitness Apps Inc.", "Senior Mobile Engineer", "2021-03", None),
              job("Orchard Street Labs", "Mobile Engineer", "2018-01", "2021-02"),
              job("Orchard Street Labs", "Software Engineer Intern", "2017-06", "2017-06")],
        education=[edu("San José State University", "B.S.", "Software Engineering", "2017")],
        certs=[]),
))

# ------------------------------------------------------------------ 60
R.append(dict(
    id=60, slug="lpn_home_care_toledo", fmt="txt", layout="one-column", family="nursing",
    notes="capitals name with initial, 'JR.' and a credential; 'Cell:' and 'Home:' on one line; 'JOBS HELD'; 'M/YY' ranges; licence with state first and '#'; certification mentioned in the summary",
    enc="cp1252", crlf=True,
    src="""DEANDRE M. WILLIAMS JR., LPN
Toledo, OH 43607
Cell: (419) 555-0166   Home: (419) 555-0120
deandre.williams.lpn@example.com

SUMMARY
Licensed practical nurse with 7 years in home care and long-term care; IV therapy certified; comfortable with trach and G-tube care.

JOBS HELD

LPN - Private Duty Home Care
Maumee Valley Home Health, Toledo, OH
3/19 - present
  * Pediatric and adult private-duty shifts: trach care, ventilators, G-tube feedings

Charge Nurse (LPN)
Glass City Nursing & Rehabilitation, Toledo, OH
8/15 - 2/19
  * 30-resident hall; med pass, treatments, MDS support

EDUCATION
Owens Community College - Practical Nursing Certificate - 2015

LICENSE/CERTS
Ohio LPN License #PN.187342 (exp 10/31/2027)
IV Therapy Certification - Ohio Board of Nursing - 2016
BLS (CPR) - American Red Cross - exp 2027
""",
    exp=expected(
        name("Deandre", "Williams", "M"), email="deandre.williams.lpn@example.com",
        phone="+14195550166", alt="+14195550120", city="Toledo", state="OH", zipcode="43607",
        work=[job("Maumee Valley Home Health", "LPN - Private Duty Home Care", "2019-03", None),
              job("Glass City Nursing & Rehabilitation", "Charge Nurse (LPN)", "2015-08", "2019-02")],
        education=[edu("Owens Community College", "Practical Nursing Certificate", None, "2015")],
        certs=[cert("Ohio LPN License", exp="2027-10-31", cid="PN.187342"),
               cert("IV Therapy Certification", "Ohio Board of Nursing", issued="2016"),
               cert("BLS (CPR)", "American Red Cross", exp="2027")]),
))

# ------------------------------------------------------------------ 61
R.append(dict(
    id=61, slug="cdl_driver_laredo", fmt="pdf", layout="one-column", family="trades",
    notes="Hispanic double surname with accents; 'Ph.' label and a second phone on its own line; 'Driving Experience'; state licence with number and full expiry date; no education section",
    src="""
# José García Márquez
Laredo, TX 78041
Ph. 956-555-0121
Alternate: 956-555-0174
jose.garcia.marquez@example.com
## Summary
Class A driver with 11 years of accident-free OTR and cross-border (Laredo–Monterrey) freight; hazmat and tanker endorsements; bilingual.
## Driving Experience
**OTR Driver – Hazmat / Tanker**
Border Star Freight Lines, Laredo, TX
May 2018 – Present
- 120,000 miles a year, lower 48 and cross-border; zero preventable accidents
**Local Delivery Driver**
Rio Grande Beverage Distributors, Laredo, TX
Mar 2015 – Apr 2018
## Licenses & Certifications
- Texas CDL Class A #31884027 – endorsements H, N, T, X – expires 04/15/2029
- DOT Medical Card – valid until 02/2027
- Forklift Operator Certification – 2023
## Languages
Spanish – native; English – fluent
""",
    exp=expected(
        name("José", "García Márquez"), email="jose.garcia.marquez@example.com",
        phone="+19565550121", alt="+19565550174", city="Laredo", state="TX", zipcode="78041",
        work=[job("Border Star Freight Lines", "OTR Driver – Hazmat / Tanker", "2018-05", None),
              job("Rio Grande Beverage Distributors", "Local Delivery Driver", "2015-03", "2018-04")],
        education=[],
        certs=[cert("Texas CDL Class A", exp="2029-04-15", cid="31884027"),
               cert("DOT Medical Card", exp="2027-02"),
               cert("Forklift Operator Certification", issued="2023")],
        langs=[lang("Spanish", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 62
R.append(dict(
    id=62, slug="dental_hygienist_denver", fmt="docx", layout="one-column", family="allied-health",
    notes="'Ms.' honorific, apostrophe-and-hyphen surname, middle name; phones with '(cell)' and '(home)' after them; certifications inline on a 'Licensure:' line in the summary; 'Practice History'",
    src="""
# Ms. Lauren Beth O'Neil-Park, RDH, BS
^ Phone: 720.555.0118 (cell) | 720.555.0145 (home) | lauren.oneilpark@example.com | Denver, CO 80206
## Summary
Registered dental hygienist with 9 years in general and periodontal practices; soft-tissue management programs and patient education.
Licensure: Colorado Dental Hygienist License #DH.0011834 (exp. 02/28/2027); Local Anesthesia Permit (2019); CPR/BLS – American Red Cross (exp. 08/2027)
## Practice History
**Registered Dental Hygienist** — Cherry Creek Periodontics, Denver, CO — Apr 2019 – Present
- Scaling and root planing, periodontal maintenance, locally delivered antibiotics; 8–9 patients a day
**Registered Dental Hygienist** — Aurora Family Dentistry, Aurora, CO — Jun 2016 – Mar 2019
**Dental Assistant** — Aurora Family Dentistry, Aurora, CO — Aug 2013 – May 2014
## Education
Community College of Denver — Associate of Applied Science in Dental Hygiene — 2016
Metropolitan State University of Denver — Bachelor of Science, Health Care Management — 2022
""",
    exp=expected(
        name("Lauren", "O'Neil-Park", "Beth"), email="lauren.oneilpark@example.com",
        phone="+17205550118", alt="+17205550145", city="Denver", state="CO", zipcode="80206",
        work=[job("Cherry Creek Periodontics", "Registered Dental Hygienist", "2019-04", None),
              job("Aurora Family Dentistry", "Registered Dental Hygienist", "2016-06", "2019-03"),
              job("Aurora Family Dentistry", "Dental Assistant", "2013-08", "2014-05")],
        education=[edu("Community College of Denver", "Associate of Applied Science in Dental Hygiene", "Dental Hygiene", "2016"),
                   edu("Metropolitan State University of Denver", "Bachelor of Science", "Health Care Management", "2022")],
        certs=[cert("Colorado Dental Hygienist License", exp="2027-02-28", cid="DH.0011834"),
               cert("Local Anesthesia Permit", issued="2019"),
               cert("CPR/BLS", "American Red Cross", exp="2027-08")]),
))

# ------------------------------------------------------------------ 63
R.append(dict(
    id=63, slug="hr_manager_houston", fmt="doc", layout="two-column", family="office",
    notes="two-column with the name in the left column; 'Al' particle surname; '+1 (713)' phone after 'Mobile:'; certifications with the issuer in parentheses; 'People Operations Experience'; full month names with 'to'",
    src="""
@@left
# Omar Al Haddad
SHRM-SCP
Mobile: +1 (713) 555-0179
omar.alhaddad@example.com
Houston, TX 77007
## Certifications
SHRM-SCP (SHRM), 2020
PHR (HRCI), exp. 12/2026
## Languages
Arabic – native
English – fluent
@@right
## Profile
HR manager for energy and engineering firms (300–1,200 employees): employee relations, compensation, HRIS implementations.
## People Operations Experience
**HR Manager**
Buffalo Bayou Engineering Group, Houston, TX
August 2020 to Present
- HR business partner to 4 engineering VPs; rolled out Workday Recruiting
**HR Generalist**
Gulf Coast Midstream Services, Houston, TX
January 2016 to July 2020
## Education
University of Houston — Master of Science in Human Resource Management — 2015
@@end
""",
    exp=expected(
        name("Omar", "Al Haddad"), email="omar.alhaddad@example.com", phone="+17135550179",
        city="Houston", state="TX", zipcode="77007",
        work=[job("Buffalo Bayou Engineering Group", "HR Manager", "2020-08", None),
              job("Gulf Coast Midstream Services", "HR Generalist", "2016-01", "2020-07")],
        education=[edu("University of Houston", "Master of Science in Human Resource Management",
                       "Human Resource Management", "2015")],
        certs=[cert("SHRM-SCP", "SHRM", issued="2020"),
               cert("PHR", "HRCI", exp="2026-12")],
        langs=[lang("Arabic", "N"), lang("English", "P")]),
))

# ------------------------------------------------------------------ 64
R.append(dict(
    id=64, slug="travel_er_rn_san_antonio", fmt="txt", layout="one-column", family="nursing",
    notes="hyphenated surname with middle name; '+1 (210) ... (cell)'; agency named in the header; assignments as labelled 'Facility:' / 'Role:' / 'Dates:' blocks under 'Assignment History'; compact licence with state first",
    enc="utf-8",
    src="""María Fernanda Ortega-Ruiz, BSN, RN, CEN
Travel Emergency RN | contracting through Horizon Travel Nursing
San Antonio, TX 78209 | +1 (210) 555-0104 (cell) | mf.ortega.rn@example.com

ASSIGNMENT HISTORY

Facility: Saguaro Valley Medical Center (Tucson, AZ)
Role: Travel ER RN
Dates: 05/2025 - 08/2025

Facility: High Plains Regional Hospital (Amarillo, TX)
Role: Travel ER RN
Dates: 11/2024 - 04/2025

Facility: Alamo Heights General Hospital (San Antonio, TX)
Role: Staff RN, Emergency Department
Dates: 06/2019 - 10/2024

EDUCATION
Texas A&M University-Corpus Christi - Bachelor of Science in Nursing - 2019

LICENSURE & CERTIFICATIONS
Texas RN License (Multistate/Compact) #884120 - exp 01/31/2028
CEN - BCEN - exp 2029
TNCC - ENA - 2025
ACLS / PALS - American Heart Association - exp 06/2027

LANGUAGES
Spanish - native
""",
    exp=expected(
        name("María", "Ortega-Ruiz", "Fernanda"), email="mf.ortega.rn@example.com", phone="+12105550104",
        city="San Antonio", state="TX", zipcode="78209",
        work=[job("Saguaro Valley Medical Center", "Travel ER RN", "2025-05", "2025-08"),
              job("High Plains Regional Hospital", "Travel ER RN", "2024-11", "2025-04"),
              job("Alamo Heights General Hospital", "Staff RN, Emergency Department", "2019-06", "2024-10")],
        education=[edu("Texas A&M University-Corpus Christi", "Bachelor of Science in Nursing", "Nursing", "2019")],
        certs=[cert("Texas RN License (Multistate/Compact)", exp="2028-01-31", cid="884120"),
               cert("CEN", "BCEN", exp="2029"),
               cert("TNCC", "ENA", issued="2025"),
               cert("ACLS", "American Heart Association", exp="2027-06"),
               cert("PALS", "American Heart Association", exp="2027-06")],
        langs=[lang("Spanish", "N")]),
))
