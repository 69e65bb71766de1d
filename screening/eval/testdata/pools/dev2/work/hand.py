"""Resumes written out in full by hand, each for a job and a grade, with their truth written alongside."""

HAND = [
    dict(job="J01", grade=3, why="MICU nurse in Chicago, IL licence plus Indiana compact, CCRN", zip="60640", fmt="txt",
         truth=dict(profession="RN", specialty="ICU", shiftPref="night",
                    licences=[dict(type="RN", state="IL", multistate=False, expires="2028-05-31", status="active"),
                              dict(type="RN", state="IN", multistate=True, expires="2027-10-31", status="active")],
                    certs=[dict(name="BLS", expires="2028-02-28"), dict(name="ACLS", expires="2028-02-28"), dict(name="CCRN", expires="2029-06-30")],
                    roles=[("RN", "ICU", "Northside Lutheran Hospital", "2019-08", None, "Chicago", "IL"),
                           ("RN", "Med-Surg", "Calumet Region Medical Center", "2016-06", "2019-07", "Hammond", "IN"),
                           ("CNA", "Med-Surg", "Calumet Region Medical Center", "2013-05", "2016-05", "Hammond", "IN")]),
         text="""{name}
Registered Nurse, MICU | CCRN
Chicago, Illinois, United States (60640)
{email} · {phone}

About
Night-shift MICU nurse at a 400-bed teaching hospital. I came up through the CNA ranks and still remember what
a good tech is worth. I like sick patients, good teams and nights - staying on nights is a must for me.

Experience
Registered Nurse - Medical Intensive Care Unit
Northside Lutheran Hospital · Full-time
Aug 2019 - Present · 7 yrs 4 mos
Chicago, Illinois
• 1:1 and 1:2 assignments: septic shock, ARDS, massive GI bleeds, post-arrest cooling
• CRRT-trained; titrate pressors, sedation and insulin drips; art lines and central lines
• Charge RN on nights since 2023; unit sepsis champion

Registered Nurse - 4 North Med/Surg
Calumet Region Medical Center · Full-time
Jun 2016 - Jul 2019 · 3 yrs 2 mos
Hammond, Indiana

Certified Nursing Assistant
Calumet Region Medical Center
May 2013 - May 2016 · 3 yrs 1 mo
Hammond, Indiana

Licenses & certifications
Registered Nurse - Illinois Department of Financial and Professional Regulation
License 041.4478210 · Expires May 31, 2028 (05/31/2028)
Registered Nurse - Indiana, multistate (NLC)
Expires Oct 2027
CCRN - AACN · Expires Jun 2029
ACLS - American Heart Association · Expires Feb 2028
BLS - American Heart Association · Expires Feb 2028

Education
Purdue University Northwest - BSN, 2016
"""),
    dict(job="J05", grade=3, why="Florida compact CVICU traveler", zip="33629", fmt="txt",
         truth=dict(profession="RN", specialty="ICU", shiftPref=None,
                    licences=[dict(type="RN", state="FL", multistate=True, expires=None, status="active")],
                    certs=[dict(name="BLS", expires=None), dict(name="ACLS", expires=None), dict(name="PALS", expires="2025-03-31")],
                    roles=[("RN", "ICU", "Compass Rose Nurses (assignment: Sabino Medical Center)", "2026-08", None, "Tucson", "AZ"),
                           ("RN", "ICU", "Compass Rose Nurses (assignment: Mid-South Methodist Hospital)", "2026-02", "2026-07", "Memphis", "TN"),
                           ("RN", "ICU", "Tampa Bay General Hospital", "2020-01", "2025-12", "Tampa", "FL")]),
         text="""{name}, BSN, RN
Tampa, FL 33629 | {phone} | {email}

Registered Nurse - Florida (compact)
BLS / ACLS current (AHA). PALS lapsed 03/2025 - not renewed.

Travel CVICU nurse. Open-heart recoveries, Impella, CRRT, IABP.

ASSIGNMENTS
08/2026 - present   Sabino Medical Center, Tucson AZ - CVICU (via Compass Rose Nurses), 13 wks + extension
02/2026 - 07/2026   Mid-South Methodist Hospital, Memphis TN - Cardiac ICU (via Compass Rose Nurses)

STAFF
01/2020 - 12/2025   Tampa Bay General Hospital, Tampa FL - CVICU staff RN, charge 2023-2025

BSN - University of South Florida (2019)
"""),
    dict(job="J02", grade=0, why="paramedic working as an ER tech - not an RN", zip="77025", fmt="txt",
         truth=dict(profession="Paramedic", specialty="911 EMS", shiftPref=None, licences=[],
                    certs=[dict(name="ACLS", expires="2028-04-30"), dict(name="PALS", expires="2028-04-30")],
                    roles=[("Paramedic", "911 EMS", "Gulfgate Methodist Hospital", "2021-03", None, "Houston", "TX"),
                           ("Paramedic", "911 EMS", "Bayou City EMS", "2014-09", "2021-02", "Houston", "TX")]),
         text="""{name}
Houston TX 77025 - {phone} - {email}

ER Paramedic / ED Tech - 12 years of emergency experience

Gulfgate Methodist Hospital, Houston TX - Emergency Department Paramedic (ED Tech II), March 2021 - present
  Level II trauma ED: 12-leads, IVs, splinting, trauma bay assist, CPR, restraint holds.
Bayou City EMS, Houston TX - Paramedic, September 2014 - February 2021
  ALS 911 response, RSI, STEMI and stroke alerts.

Texas DSHS Licensed Paramedic (LP) - active. NREMT-P. ACLS and PALS exp 04/2028.
Currently finishing pre-reqs for an ADN program - not yet an RN.
"""),
    dict(job="J17", grade=2, why="Angular/TypeScript frontend dev, no React", zip="98004", fmt="docx",
         truth=dict(profession="Software Engineer", specialty="Frontend", skills=["TypeScript", "Angular", "RxJS", "JavaScript"],
                    licences=[], certs=[],
                    roles=[("Software Engineer", "Frontend", "Copperline", "2020-05", None, "Bellevue", "WA"),
                           ("Software Engineer", "Frontend", "Harborlight Bank (IT)", "2017-07", "2020-04", "Seattle", "WA")]),
         text="""{name}
Bellevue, WA 98004
{email}   {phone}

FRONTEND ENGINEER - 9 years building large Angular applications

EXPERIENCE
Copperline, Bellevue WA                                         May 2020 - Present
Senior Frontend Engineer
  * Lead engineer on the customer portal: Angular 17, TypeScript, RxJS, NgRx
  * Built the shared component library (Angular CDK), Storybook, visual regression tests
  * Owns accessibility and performance budgets for 3 product teams

Harborlight Bank (IT), Seattle WA                               Jul 2017 - Apr 2020
Frontend Developer
  * Angular and AngularJS migration for online banking
  * JavaScript, TypeScript, SCSS

SKILLS: TypeScript, JavaScript, Angular, RxJS, NgRx, HTML/CSS, Cypress
EDUCATION: BS Informatics, University of Washington
"""),
    dict(job="J20", grade=1, why="residential HVAC tech with EPA 608 Type II only (not Universal)", zip="85204", fmt="txt",
         truth=dict(profession="HVAC Technician", specialty="Residential", licences=[], certs=[dict(name="EPA 608 Type II", expires=None)],
                    roles=[("HVAC Technician", "Residential", "Desert Vista Heating & Air", "2019-04", None, "Mesa", "AZ")]),
         text="""{name}
Mesa, Arizona 85204
{phone} | {email}

HVAC Service & Install Tech
Desert Vista Heating & Air - Mesa AZ - Apr 2019 to present
- Residential split systems, heat pumps and package units; changeouts and service calls
- 6-8 calls per day in the summer; customer quotes and maintenance plans
- Trained 2 helpers

EPA 608 Type II certified (not Universal yet)
Valid AZ driver's license, clean MVR
"""),
    dict(job="J14", grade=0, why="MLT, not an MLS - another profession", zip="43229", fmt="pdf",
         truth=dict(profession="Medical Laboratory Technician", specialty="Core Lab", licences=[], certs=[dict(name="MLT(ASCP)", expires=None)],
                    roles=[("Medical Laboratory Technician", "Core Lab", "Olentangy Community Hospital", "2017-10", None, "Columbus", "OH")]),
         text="""{name}, MLT(ASCP)
Columbus, OH 43229 · {phone} · {email}

Medical Laboratory Technician with 9 years in a hospital core lab (chemistry, hematology, coag, UA).
Third shift since 2017. Comfortable running the lab alone overnight.

Olentangy Community Hospital, Columbus OH - Medical Lab Technician, Oct 2017 - present
  Roche cobas 8000, Sysmex XN; QC, maintenance, critical value calls.

Associate of Applied Science, Medical Laboratory Technology - Columbus State Community College
Certification: MLT(ASCP) - American Society for Clinical Pathology
(I do not have a bachelor's degree or the MLS certification.)
"""),
    dict(job="J04", grade=3, why="L&D nurse living in Aurora CO on a New Mexico multistate licence (moved this year)", zip="80012", fmt="txt",
         truth=dict(profession="RN", specialty="L&D", licences=[dict(type="RN", state="NM", multistate=True, expires="2028-03-31", status="active")],
                    certs=[dict(name="BLS", expires="2028-01-31"), dict(name="NRP", expires="2028-01-31")],
                    roles=[("RN", "L&D", "Aurora Women's Hospital", "2026-04", None, "Aurora", "CO"),
                           ("RN", "L&D", "Rio Grande Medical Center", "2018-09", "2026-02", "Albuquerque", "NM")]),
         text="""{name}  RN
Aurora, CO 80012 | {phone} | {email}

Labor & Delivery nurse, 8 years. Moved from Albuquerque to the Denver area in March 2026.

Licensure: New Mexico RN - multistate (NLC) license, exp 03/31/2028. Colorado is a compact state; I practise in CO
on my multistate license while my CO application is processed.
Certs: BLS exp 01/2028, NRP exp 01/2028

Aurora Women's Hospital, Aurora CO - L&D staff RN (per diem)         04/2026 - present
Rio Grande Medical Center, Albuquerque NM - L&D RN, 12-bed LDRP      09/2018 - 02/2026
  - triage, inductions, Pitocin/Mag, circulating C-sections, baby nurse at deliveries
  - AWHONN Advanced Fetal Monitoring

ADN, Central New Mexico Community College
"""),
    dict(job="J11", grade=3, why="new-grad DPT already licensed in Arizona, outpatient ortho", zip="85257", fmt="docx",
         truth=dict(profession="Physical Therapist", specialty="Outpatient Ortho", licences=[dict(type="PT", state="AZ", multistate=False, expires="2028-08-31", status="active")],
                    certs=[dict(name="BLS", expires="2028-05-31")],
                    roles=[("Physical Therapist", "Outpatient Ortho", "Papago Physical Therapy", "2026-09", None, "Scottsdale", "AZ")]),
         text="""{name}, PT, DPT
Scottsdale AZ 85257 • {phone} • {email}

NEW GRADUATE PHYSICAL THERAPIST
Passed the NPTE in July 2026. Arizona Physical Therapist license PT-061245, expires 08/31/2028.
CPR/BLS (AHA) exp 05/2028.

EXPERIENCE
Staff Physical Therapist, Papago Physical Therapy (outpatient orthopedics), Scottsdale AZ - Sep 2026 to present
  Post-op knees and shoulders, low back pain, runners. 11 visits/day.

CLINICAL ROTATIONS (DPT program, not employment)
  Outpatient ortho (12 wks), acute care (10 wks), inpatient rehab (8 wks)

EDUCATION
Doctor of Physical Therapy, Northern Arizona University - May 2026
"""),
]
