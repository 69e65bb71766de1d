"""Software: J13 Java (Seattle, hybrid), J14 Go (remote), J15 React (Atlanta), J16 data engineering (remote)."""
from model import P, R

SE = "Software Engineer"

# ----------------------------------------------------------------------------- J13 Java Seattle
P("Aaron Feldstein", SE, "98103", lay="tech", headline="Backend engineer (Java/Spring, Kafka)",
  skills=["Java 8-21, Spring Boot, Hibernate, Kafka, PostgreSQL, DynamoDB, AWS (ECS, SQS), Terraform"],
  roles=[R("Harborline Freight Tech", "Seattle, WA", "Senior Software Engineer, Pricing Platform", "Backend-Java", "2021-05"),
         R("Puget Logistics", "Seattle, WA", "Software Engineer II (backend)", "Backend-Java", "2018-06", "2021-04")],
  edu=["BS Computer Science, University of Washington, 2018"])

P("Mei Lin Zhao", SE, "98052", lay="linkedin", headline="Senior Backend Engineer · Kotlin/JVM",
  roles=[R("Cascade Retail Cloud", "Redmond, WA", "Senior Software Engineer - Kotlin services on the JVM", "Backend-Java", "2022-01"),
         R("Evergreen Payments", "Bellevue, WA", "Software Engineer - Java/Spring backend", "Backend-Java", "2019-02", "2021-12")])

P("Rohan Kapoor", SE, "98004", lay="classic", body="contact",
  summary="Backend developer: Java and Spring Boot microservices, event-driven systems.",
  roles=[R("Lakeside Health IT", "Bellevue, WA", "Backend Engineer (Java)", "Backend-Java", "2021-03"),
         R("Infosys", "Bengaluru, India", "QA Analyst", None, "2018-07", "2021-01", profession="QA Engineer")])

P("Sara Lindqvist", SE, "98033", lay="linkedin", fmt="pdf", headline="Staff Engineer, distributed systems (Java)",
  roles=[R("Northwind Commerce", "Seattle, WA", "Staff Software Engineer - Order Management (Java 17, Spring, Kafka)", "Backend-Java", "2019-08"),
         R("Sound Analytics", "Kirkland, WA", "Software Engineer, Backend (Java)", "Backend-Java", "2016-01", "2019-07")])

P("Jordan Mills", SE, "98032", lay="tech", headline="Backend engineer (Go, formerly Java)",
  roles=[R("Rainier Ledger", "Kent, WA", "Software Engineer - Go services", "Backend-Go", "2022-06"),
         R("Boeing Digital", "Renton, WA", "Software Developer - Java backend", "Backend-Java", "2019-05", "2022-04")])

P("Fatou Diallo", SE, "98402", lay="classic", fmt="docx",
  roles=[R("Tacoma Port Systems", "Tacoma, WA", "Backend Engineer - Python/Django", "Backend-Python", "2025-02"),
         R("Columbia Insurance Tech", "Tacoma, WA", "Java Developer (Spring Boot)", "Backend-Java", "2021-01", "2025-01")])

P("Ben Carter", SE, "98201", lay="terse", headline="Full-stack developer",
  roles=[R("Everett Aero Software", "Everett, WA", "Full-stack Engineer (React + Node)", "Full-stack", "2023-03"),
         R("Snohomish Data", "Everett, WA", "Junior Java Developer", "Backend-Java", "2020-08", "2023-01")])

P("Tanya Sokolova", SE, "98103", lay="tech", headline="Backend engineer - Go",
  skills=["Go, gRPC, protobuf, PostgreSQL, Redis, Kubernetes, GCP"],
  roles=[R("Cloudline Networks", "Seattle, WA", "Senior Backend Engineer (Go)", "Backend-Go", "2019-10", remote=True)])

P("Miguel Herrera", SE, "98052", lay="classic",
  roles=[R("Redmond Robotics", "Redmond, WA", "Senior Software Engineer - Python backend (FastAPI)", "Backend-Python", "2020-04")])

P("Chloe Bennett", SE, "98004", lay="linkedin", headline="Frontend Engineer · React/TypeScript",
  roles=[R("Bellevue Social", "Bellevue, WA", "Frontend Engineer (React, TypeScript)", "Frontend-React", "2021-06")])

P("Devon Walsh", SE, "98033", lay="terse", headline="DevOps / SRE",
  roles=[R("Kirkland Cloud Services", "Kirkland, WA", "Site Reliability Engineer", "DevOps", "2020-09")], certs="CKA:2028-03")

P("Patrick O'Neil", SE, "97214", lay="tech", headline="Senior Java engineer",
  roles=[R("Rose City Fintech", "Portland, OR", "Senior Software Engineer (Java, Spring)", "Backend-Java", "2017-04")],
  extra=["Based in Portland; open to relocating to Seattle for the right team."])

P("Aisha Malik", "QA Engineer", "98103", lay="classic",
  roles=[R("Harborline Freight Tech", "Seattle, WA", "SDET - Java/Selenium test automation", None, "2020-02")],
  summary="Software development engineer in test: Java, TestNG, REST Assured, Selenium.")

P("Greg Tanaka", "Data Analyst", "98052", lay="skills",
  roles=[R("Redmond Retail Group", "Redmond, WA", "Senior Data Analyst (SQL, Tableau, Python)", None, "2019-01")])

# ----------------------------------------------------------------------------- J14 Go remote
P("Lukas Brandt", SE, "80218", lay="tech", headline="Go backend engineer",
  roles=[R("Mile High Payments", "Denver, CO", "Backend Engineer - Golang microservices", "Backend-Go", "2021-08", remote=True)])

P("Nia Robinson", SE, "30318", lay="linkedin", fmt="docx", headline="Software Engineer · Go · Kubernetes",
  roles=[R("Peachtree Logistics Cloud", "Atlanta, GA", "Software Engineer II - Go (Golang) services", "Backend-Go", "2023-03"),
         R("Peachtree Logistics Cloud", "Atlanta, GA", "Software Engineer I - Python", "Backend-Python", "2021-07", "2023-02")])

P("Yusuf Demir", SE, "60647", lay="terse", headline="Golang engineer",
  roles=[R("Windy City Ads", "Chicago, IL", "Software Engineer (Go)", "Backend-Go", "2022-09"),
         R("Windy City Ads", "Chicago, IL", "Support Engineer", None, "2020-01", "2022-08", profession="IT Support")])

P("Elena Petrova", SE, "78701", lay="classic",
  roles=[R("Lonestar Insurance", "Austin, TX", "Software Engineer - Python/Django", "Backend-Python", "2023-04"),
         R("Capitol Start-up Labs", "Austin, TX", "Backend Developer (Go)", "Backend-Go", "2021-02", "2023-02")])

P("Sam Whitfield", SE, "43215", lay="tech",
  roles=[R("Buckeye Mutual Insurance", "Columbus, OH", "Software Engineer - Python APIs", "Backend-Python", "2024-06"),
         R("Scioto Tech", "Columbus, OH", "Software Engineer - Go", "Backend-Go", "2022-10", "2024-03")])

P("Karthik Iyer", SE, "27601", lay="linkedin", headline="Platform Engineer",
  roles=[R("Triangle Cloud", "Raleigh, NC", "Platform/DevOps Engineer", "DevOps", "2024-01"),
         R("Triangle Cloud", "Raleigh, NC", "Backend Engineer (Go)", "Backend-Go", "2021-09", "2023-11")])

P("Owen Price", SE, "64108", lay="classic",
  roles=[R("Heartland Bank Tech", "Kansas City, MO", "Senior .NET Developer (C#, ASP.NET Core)", "Backend-.NET", "2018-03")])

P("Rachel Kim", SE, "30305", lay="tech", headline="Backend (Go) engineer",
  roles=[R("Buckhead Fintech", "Atlanta, GA", "Senior Software Engineer - Go, Postgres, Kafka", "Backend-Go", "2020-01", remote=True)])

# ----------------------------------------------------------------------------- J15 React Atlanta
P("Camila Torres", SE, "30305", lay="tech", headline="Frontend engineer - React/TypeScript",
  roles=[R("Buckhead Health Apps", "Atlanta, GA", "Frontend Engineer (React + TypeScript)", "Frontend-React", "2022-08")])

P("Jamal Washington", SE, "30033", lay="classic", body="contact",
  roles=[R("Decatur Digital", "Decatur, GA", "Senior UI Engineer - React, Redux, TypeScript", "Frontend-React", "2020-10"),
         R("Emory Web Services", "Atlanta, GA", "Web Developer - React", "Frontend-React", "2019-01", "2020-09")])

P("Emily Nguyen", SE, "30060", lay="linkedin", headline="React developer",
  roles=[R("Cobb Commerce", "Marietta, GA", "Front End Developer (React.js)", "Frontend-React", "2023-03")])

P("Derek Olsen", SE, "30318", lay="tech", fmt="docx", headline="Frontend/UI engineer",
  roles=[R("Westside Media", "Atlanta, GA", "Senior Frontend Engineer - React, Next.js", "Frontend-React", "2021-09")])

P("Brianna Hayes", SE, "30097", lay="classic",
  roles=[R("Gwinnett Enterprise Software", "Duluth, GA", "Frontend Developer - Angular", "Frontend-Angular", "2024-01"),
         R("Peach State Apps", "Norcross, GA", "Frontend Developer - React", "Frontend-React", "2021-10", "2023-09")])

P("Will Chang", SE, "30144", lay="terse",
  roles=[R("Kennesaw Labs", "Kennesaw, GA", "Backend Engineer - Node/TypeScript", "Backend-Node", "2024-05"),
         R("Kennesaw Labs", "Kennesaw, GA", "Frontend Engineer - React", "Frontend-React", "2022-09", "2024-02")])

P("Zoe Palmer", SE, "30305", lay="linkedin",
  roles=[R("Midtown Travel Tech", "Atlanta, GA", "Frontend Engineer - Vue 3", "Frontend-Vue", "2023-08"),
         R("Ponce Creative", "Atlanta, GA", "UI Developer - React", "Frontend-React", "2021-01", "2023-06")])

P("Marcus Hill", SE, "30033", lay="classic",
  roles=[R("Decatur Gov Systems", "Decatur, GA", "Senior Angular Developer", "Frontend-Angular", "2020-05")])

P("Olivia Grant", SE, "30060", lay="tech",
  roles=[R("Marietta Marketplace", "Marietta, GA", "Frontend Engineer (Vue.js, Nuxt)", "Frontend-Vue", "2022-02")])

P("Sanjay Rao", SE, "30318", lay="classic", fmt="pdf",
  roles=[R("Westside SaaS", "Atlanta, GA", "Full-Stack Engineer (React, Node.js, PostgreSQL)", "Full-stack", "2021-04")])

P("Ella Foster", SE, "31201", lay="tech",
  roles=[R("Macon Software Co", "Macon, GA", "Frontend Engineer - React/TypeScript", "Frontend-React", "2020-06")],
  extra=["Lives in Macon; would commute to Atlanta twice a week."])

P("Hannah Wolfe", "UX Designer", "30308", lay="linkedin",
  roles=[R("Midtown Design Studio", "Atlanta, GA", "Senior UX/UI Designer (Figma, prototyping, some React)", None, "2019-03")])

# ----------------------------------------------------------------------------- J16 Data engineering remote
P("Ravi Shankar", SE, "43215", lay="tech", headline="Data Engineer",
  skills=["Python, SQL, Spark, Airflow, Kafka, Snowflake, dbt, AWS"],
  roles=[R("Buckeye Retail Analytics", "Columbus, OH", "Senior Data Engineer", "Data Engineering", "2021-09"),
         R("Scioto Tech", "Columbus, OH", "Data Engineer", "Data Engineering", "2019-06", "2021-08")])

P("Katie O'Brien", SE, "02139", lay="linkedin", fmt="docx", headline="Data Engineer · Spark · Airflow",
  roles=[R("Kendall Bio Data", "Cambridge, MA", "Data Engineer II", "Data Engineering", "2022-10", remote=True),
         R("Kendall Bio Data", "Cambridge, MA", "Data Engineer I", "Data Engineering", "2021-06", "2022-09")])

P("Tomás Alvarez", SE, "78701", lay="classic",
  roles=[R("Lonestar Payments", "Austin, TX", "Data Engineer (pipelines, Snowflake, Airflow)", "Data Engineering", "2023-03")])

P("Linh Tran", SE, "98103", lay="tech", fmt="docx",
  roles=[R("Sound Analytics", "Seattle, WA", "Staff Data Engineer - lakehouse platform", "Data Engineering", "2020-11")])

P("Mark Jensen", SE, "60625", lay="classic",
  roles=[R("Lincoln Square Media", "Chicago, IL", "Analytics Engineer (dbt, Looker)", "Analytics Engineering", "2023-09"),
         R("Windy City Ads", "Chicago, IL", "Data Engineer", "Data Engineering", "2021-07", "2023-07")])

P("Priya Nair", SE, "30308", lay="terse",
  roles=[R("Midtown Travel Tech", "Atlanta, GA", "Backend Engineer (Python)", "Backend-Python", "2024-04"),
         R("Midtown Travel Tech", "Atlanta, GA", "Data Engineer", "Data Engineering", "2022-09", "2024-02")])

P("Jonas Weber", SE, "80205", lay="linkedin",
  roles=[R("Mile High Payments", "Denver, CO", "Software Engineer - Python (FastAPI)", "Backend-Python", "2024-03"),
         R("Rocky Mountain Telemetry", "Boulder, CO", "Data Engineer (Spark, Kafka)", "Data Engineering", "2021-06", "2023-12")])

P("Hassan Ali", SE, "55104", lay="classic",
  roles=[R("Twin Cities Retail", "Saint Paul, MN", "Analytics Engineer - dbt, BigQuery, Looker", "Analytics Engineering", "2021-01")])

P("Samantha Reed", "Data Analyst", "43215", lay="skills",
  roles=[R("Buckeye Mutual Insurance", "Columbus, OH", "Data Analyst II - SQL, Power BI, Excel", None, "2020-05")],
  summary="Data analyst who writes a lot of SQL and wants to move into data engineering.")

P("Victor Chen", "Data Scientist", "02139", lay="tech", headline="Data Scientist",
  roles=[R("Kendall Bio Data", "Cambridge, MA", "Data Scientist - ML models (Python, PySpark)", None, "2019-09")])

P("Derek Huang", SE, "98052", lay="classic",
  roles=[R("Redmond Retail Group", "Redmond, WA", "Senior Software Engineer - C#/.NET 8 APIs on Azure", "Backend-.NET", "2019-05")])

P("Priscilla Owens", SE, "98004", lay="linkedin", headline="Full-stack engineer",
  roles=[R("Bellevue Social", "Bellevue, WA", "Full Stack Engineer (TypeScript, React, Node, some Java)", "Full-stack", "2020-02")])
