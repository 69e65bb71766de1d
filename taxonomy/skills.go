package taxonomy

// skills are tools, technologies and techniques, grouped by area (Category).
// Parents record what using a skill implies knowing: PostgreSQL is SQL, React
// is JavaScript, MIG is welding. Names that are common words even when
// capitalised ("Go", "Swift", "Rust", "Flask") carry the list marker and are
// found only as list items; their unambiguous spellings ("Golang") are not.
var skills = []Concept{
	// Programming languages.
	// "Go" in prose is a verb; beside words only a language takes ("Go
	// services", "written in Go") it is the language.
	{ID: "skill:go", Name: "Go", Category: "software", Aliases: []string{
		"~Go", "Golang", "Go Programming", "Go Language", "=Go Developer", "=Go Engineer", "Golang Developer", "Golang Engineer",
		"=Go services", "=Go microservices", "=Go APIs", "=Go backend", "=Go code", "=Go tooling", "=in Go",
		"=writing Go", "=write Go", "=wrote Go",
		"=Go (Golang)", "=Go/Golang",
		"=professional Go", "=production Go", "=Go in production", "=years of Go", "=Go experience",
		"=experience with Go", "=experience in Go", "=Go development", "=Go engineering",
	}},
	// pytest is Python's own test runner: a line asking for it asks for
	// Python.
	{ID: "skill:python", Name: "Python", Category: "software", Aliases: []string{
		"Python", "Python3", "Python 3", "Python Developer", "Python Engineer", "Python Software Engineer", "pytest",
	}},
	{ID: "skill:java", Name: "Java", Category: "software", Aliases: []string{
		"Java", "Java SE", "Java EE", "J2EE", "Java Developer", "Java Engineer", "Java Software Engineer", "Jakarta EE",
	}},
	{ID: "skill:javascript", Name: "JavaScript", Category: "software", Aliases: []string{
		"JavaScript", "JS", "ECMAScript", "ES6", "JavaScript Developer", "JavaScript Engineer", "jQuery", "Vanilla JS",
	}},
	{ID: "skill:typescript", Name: "TypeScript", Category: "software", Parents: []ID{"skill:javascript"}, Aliases: []string{
		"TypeScript", "TypeScript Developer", "TypeScript Engineer",
	}},
	{ID: "skill:c", Name: "C", Category: "software", Aliases: []string{"~C", "C Programming", "C Language", "ANSI C"}},
	{ID: "skill:cpp", Name: "C++", Category: "software", Aliases: []string{"C++", "CPP", "C++ Developer", "C++ Engineer", "Modern C++"}},
	{ID: "skill:csharp", Name: "C#", Category: "software", Aliases: []string{"C#", "C Sharp", "CSharp", "C# Developer", "C# Engineer"}},
	{ID: "skill:dotnet", Name: ".NET", Category: "software", Aliases: []string{
		".NET", ".NET Core", "ASP.NET", "DotNet", ".NET Developer", ".NET Engineer", "ASP.NET Core", "Entity Framework",
	}},
	{ID: "skill:ruby", Name: "Ruby", Category: "software", Aliases: []string{"~Ruby", "Ruby Programming", "Ruby Developer", "Ruby Engineer"}},
	{ID: "skill:rails", Name: "Ruby on Rails", Category: "software", Parents: []ID{"skill:ruby"}, Aliases: []string{
		"Ruby on Rails", "RoR", "~Rails", "Ruby on Rails Developer", "Rails Developer",
	}},
	{ID: "skill:php", Name: "PHP", Category: "software", Aliases: []string{"PHP", "Laravel", "PHP Developer", "Laravel Developer", "Symfony"}},
	{ID: "skill:rust", Name: "Rust", Category: "software", Aliases: []string{
		"~Rust", "Rust Programming", "Rust Language", "Rustlang", "Rust Developer", "Rust Engineer",
	}},
	{ID: "skill:kotlin", Name: "Kotlin", Category: "software", Aliases: []string{"Kotlin", "Kotlin Developer", "Jetpack Compose"}},
	{ID: "skill:swift", Name: "Swift", Category: "software", Aliases: []string{"~Swift", "Swift Programming", "SwiftUI", "Swift Developer", "UIKit"}},
	{ID: "skill:scala", Name: "Scala", Category: "software", Aliases: []string{"Scala", "Scala Developer", "Scala Engineer"}},
	{ID: "skill:r", Name: "R", Category: "data", Aliases: []string{"~R", "R Programming", "R Language", "RStudio", "R Studio"}},
	{ID: "skill:shell", Name: "Shell scripting", Category: "software", Aliases: []string{"Shell Scripting", "Bash Scripting", "~Bash", "PowerShell"}},

	// Databases and data tools.
	{ID: "skill:sql", Name: "SQL", Category: "data", Aliases: []string{"SQL", "T-SQL", "Structured Query Language", "SQL Queries"}},
	{ID: "skill:postgresql", Name: "PostgreSQL", Category: "data", Parents: []ID{"skill:sql"}, Aliases: []string{"PostgreSQL", "Postgres", "Postgre"}},
	{ID: "skill:mysql", Name: "MySQL", Category: "data", Parents: []ID{"skill:sql"}, Aliases: []string{"MySQL", "MariaDB"}},
	{ID: "skill:sql-server", Name: "Microsoft SQL Server", Category: "data", Parents: []ID{"skill:sql"}, Aliases: []string{
		"SQL Server", "Microsoft SQL Server", "MS SQL Server", "MSSQL", "MS SQL",
	}},
	{ID: "skill:oracle-db", Name: "Oracle Database", Category: "data", Parents: []ID{"skill:sql"}, Aliases: []string{
		"Oracle Database", "Oracle DB", "Oracle SQL", "PL/SQL",
	}},
	{ID: "skill:mongodb", Name: "MongoDB", Category: "data", Aliases: []string{"MongoDB", "Mongo"}},
	{ID: "skill:nosql", Name: "NoSQL databases", Category: "data", Aliases: []string{"NoSQL", "DynamoDB", "Cassandra", "Couchbase", "CosmosDB", "Cosmos DB"}},
	{ID: "skill:redis", Name: "Redis", Category: "data", Aliases: []string{"Redis"}},
	{ID: "skill:elasticsearch", Name: "Elasticsearch", Category: "data", Aliases: []string{"Elasticsearch", "Elastic Search", "OpenSearch", "ELK"}},
	{ID: "skill:kafka", Name: "Apache Kafka", Category: "data", Aliases: []string{"Kafka", "Apache Kafka"}},
	{ID: "skill:spark", Name: "Apache Spark", Category: "data", Aliases: []string{"Apache Spark", "PySpark", "Spark SQL", "~Spark", "Databricks", "Spark Developer"}},
	{ID: "skill:hadoop", Name: "Hadoop", Category: "data", Aliases: []string{"Hadoop", "HDFS"}},
	{ID: "skill:airflow", Name: "Apache Airflow", Category: "data", Aliases: []string{"Airflow", "Apache Airflow"}},
	// Lower-case "dbt" only: "DBT" is dialectical behavior therapy.
	{ID: "skill:dbt", Name: "dbt", Category: "data", Aliases: []string{"=dbt", "dbt Core", "dbt Cloud"}},
	{ID: "skill:snowflake", Name: "Snowflake", Category: "data", Aliases: []string{"=Snowflake", "Snowflake Data Cloud"}},
	{ID: "skill:bigquery", Name: "BigQuery", Category: "data", Aliases: []string{"BigQuery", "Google BigQuery"}},
	{ID: "skill:tableau", Name: "Tableau", Category: "data", Aliases: []string{"Tableau"}},
	{ID: "skill:looker", Name: "Looker", Category: "data", Aliases: []string{"Looker", "LookML", "Looker Studio"}},
	{ID: "skill:power-bi", Name: "Power BI", Category: "data", Aliases: []string{"Power BI", "PowerBI"}},
	{ID: "skill:etl", Name: "ETL / data pipelines", Category: "data", Aliases: []string{"ETL", "ELT", "Data Pipelines", "Data Pipeline"}},
	{ID: "skill:data-warehousing", Name: "Data warehousing", Category: "data", Aliases: []string{"Data Warehousing", "Data Warehouse", "Dimensional Modeling"}},
	{ID: "skill:data-visualization", Name: "Data visualization", Category: "data", Aliases: []string{"Data Visualization", "Data Visualisation", "Dashboards"}},
	{ID: "skill:statistics", Name: "Statistics", Category: "data", Aliases: []string{"Statistics", "Statistical Analysis", "Statistical Modeling", "Regression Analysis"}},
	{ID: "skill:machine-learning", Name: "Machine learning", Category: "data", Aliases: []string{"Machine Learning", "ML", "Deep Learning"}},
	{ID: "skill:nlp", Name: "Natural language processing", Category: "data", Aliases: []string{"NLP", "Natural Language Processing"}},
	{ID: "skill:llm", Name: "Large language models", Category: "data", Aliases: []string{"LLM", "LLMs", "Large Language Models", "Generative AI", "GenAI"}},
	{ID: "skill:pandas", Name: "pandas", Category: "data", Parents: []ID{"skill:python"}, Aliases: []string{"~pandas", "~Pandas"}},
	{ID: "skill:numpy", Name: "NumPy", Category: "data", Parents: []ID{"skill:python"}, Aliases: []string{"NumPy"}},
	{ID: "skill:tensorflow", Name: "TensorFlow", Category: "data", Parents: []ID{"skill:machine-learning"}, Aliases: []string{"TensorFlow", "Keras"}},
	{ID: "skill:pytorch", Name: "PyTorch", Category: "data", Parents: []ID{"skill:machine-learning"}, Aliases: []string{"PyTorch"}},
	{ID: "skill:scikit-learn", Name: "scikit-learn", Category: "data", Parents: []ID{"skill:machine-learning"}, Aliases: []string{"scikit-learn", "sklearn"}},

	// Web and application frameworks.
	{ID: "skill:react", Name: "React", Category: "software", Parents: []ID{"skill:javascript"}, Aliases: []string{
		"~React", "React.js", "ReactJS", "React JS", "React Native", "React Developer", "React Engineer", "React.js Developer",
		"Next.js", "NextJS", "Redux", "React Hooks",
	}},
	{ID: "skill:angular", Name: "Angular", Category: "software", Parents: []ID{"skill:javascript"}, Aliases: []string{
		"Angular", "AngularJS", "Angular.js", "Angular Developer", "RxJS",
	}},
	{ID: "skill:vue", Name: "Vue.js", Category: "software", Parents: []ID{"skill:javascript"}, Aliases: []string{
		"Vue", "Vue.js", "VueJS", "Vue Developer", "Vue.js Developer", "Nuxt", "Nuxt.js",
	}},
	{ID: "skill:svelte", Name: "Svelte", Category: "software", Parents: []ID{"skill:javascript"}, Aliases: []string{"Svelte", "SvelteKit"}},
	{ID: "skill:nodejs", Name: "Node.js", Category: "software", Parents: []ID{"skill:javascript"}, Aliases: []string{
		"Node.js", "NodeJS", "Node JS", "~Node", "Node.js Developer", "Node.js Engineer", "Node Developer", "Express.js",
		"ExpressJS", "NestJS",
	}},
	{ID: "skill:django", Name: "Django", Category: "software", Parents: []ID{"skill:python"}, Aliases: []string{"Django", "Django Developer", "Django REST Framework"}},
	{ID: "skill:flask", Name: "Flask", Category: "software", Parents: []ID{"skill:python"}, Aliases: []string{"~Flask"}},
	{ID: "skill:fastapi", Name: "FastAPI", Category: "software", Parents: []ID{"skill:python"}, Aliases: []string{"FastAPI"}},
	{ID: "skill:spring", Name: "Spring", Category: "software", Parents: []ID{"skill:java"}, Aliases: []string{
		"Spring Boot", "Spring Framework", "Spring MVC", "~Spring", "Spring Cloud", "Hibernate", "JPA",
	}},
	{ID: "skill:test-automation", Name: "Test automation frameworks", Category: "software", Aliases: []string{
		"~Selenium", "Selenium WebDriver", "~Cypress", "Cypress.io", "~Playwright", "WebdriverIO", "Appium",
		"~Cucumber", "~Postman", "Robot Framework", "JMeter", "LoadRunner", "React Testing Library", "Testing Library",
		"JUnit", "TestNG", "~Jest", "~Mocha", "Vitest",
	}},
	{ID: "skill:messaging", Name: "Message queues", Category: "software", Aliases: []string{"RabbitMQ", "ActiveMQ", "Amazon SQS", "SQS", "Google Pub/Sub", "~Celery"}},
	{ID: "skill:observability", Name: "Observability and monitoring", Category: "cloud", Aliases: []string{
		"~Prometheus", "Grafana", "Datadog", "Splunk", "New Relic", "OpenTelemetry", "PagerDuty", "Observability",
	}},
	{ID: "skill:graphql", Name: "GraphQL", Category: "software", Aliases: []string{"GraphQL"}},
	{ID: "skill:rest-api", Name: "REST APIs", Category: "software", Aliases: []string{"REST", "RESTful", "REST API", "REST APIs", "RESTful API", "RESTful APIs", "RESTful Services"}},
	{ID: "skill:grpc", Name: "gRPC", Category: "software", Aliases: []string{"gRPC"}},
	{ID: "skill:html", Name: "HTML", Category: "software", Aliases: []string{"HTML", "HTML5"}},
	{ID: "skill:css", Name: "CSS", Category: "software", Aliases: []string{"CSS", "CSS3", "SCSS", "Sass", "Tailwind CSS"}},
	{ID: "skill:microservices", Name: "Microservices", Category: "software", Aliases: []string{"Microservices", "Micro-services", "Microservice Architecture"}},
	{ID: "skill:agile", Name: "Agile / Scrum", Category: "software", Aliases: []string{
		"=Agile", "Scrum", "Kanban", "Agile Methodology", "Agile Methodologies", "Agile Development",
	}},
	{ID: "skill:jira", Name: "Jira", Category: "software", Aliases: []string{"Jira"}},
	{ID: "skill:git", Name: "Git", Category: "software", Aliases: []string{"Git", "GitHub", "GitLab", "Bitbucket"}},

	// Cloud and operations.
	{ID: "skill:aws", Name: "Amazon Web Services (AWS)", Category: "cloud", Aliases: []string{"AWS", "Amazon Web Services", "EC2", "AWS Lambda", "Amazon S3", "AWS Cloud"}},
	{ID: "skill:azure", Name: "Microsoft Azure", Category: "cloud", Aliases: []string{"Azure", "Microsoft Azure"}},
	{ID: "skill:gcp", Name: "Google Cloud Platform (GCP)", Category: "cloud", Aliases: []string{"GCP", "Google Cloud", "Google Cloud Platform"}},
	{ID: "skill:kubernetes", Name: "Kubernetes", Category: "cloud", Aliases: []string{"Kubernetes", "k8s", "EKS", "GKE", "AKS", "OpenShift", "~Helm", "Helm Charts"}},
	{ID: "skill:docker", Name: "Docker", Category: "cloud", Aliases: []string{"Docker", "Docker Compose", "Containerization"}},
	{ID: "skill:terraform", Name: "Terraform", Category: "cloud", Aliases: []string{"Terraform", "OpenTofu", "CloudFormation", "Pulumi", "Infrastructure as Code", "=IaC"}},
	{ID: "skill:ansible", Name: "Ansible", Category: "cloud", Aliases: []string{"Ansible"}},
	{ID: "skill:config-management", Name: "Configuration management (Chef, Puppet)", Category: "cloud", Aliases: []string{
		"~Chef", "Chef Infra", "~Puppet", "Puppet Enterprise", "SaltStack",
	}},
	{ID: "skill:jenkins", Name: "Jenkins", Category: "cloud", Aliases: []string{"~Jenkins", "Jenkins CI"}},
	{ID: "skill:ci-cd", Name: "CI/CD", Category: "cloud", Aliases: []string{
		"CI/CD", "CICD", "Continuous Integration", "Continuous Delivery", "Continuous Deployment", "GitHub Actions", "GitLab CI",
	}},
	{ID: "skill:linux", Name: "Linux", Category: "cloud", Aliases: []string{"Linux", "Unix", "Ubuntu", "RHEL", "Red Hat Enterprise Linux", "CentOS"}},

	// Office and business systems.
	{ID: "skill:microsoft-office", Name: "Microsoft Office", Category: "office", Aliases: []string{
		"Microsoft Office", "MS Office", "Microsoft Office Suite", "Office 365", "Microsoft 365", "O365",
	}},
	{ID: "skill:excel", Name: "Microsoft Excel", Category: "office", Aliases: []string{
		"=Excel", "Microsoft Excel", "MS Excel", "Advanced Excel", "VLOOKUP", "Pivot Tables",
	}},
	{ID: "skill:word", Name: "Microsoft Word", Category: "office", Aliases: []string{"Microsoft Word", "MS Word"}},
	{ID: "skill:powerpoint", Name: "Microsoft PowerPoint", Category: "office", Aliases: []string{"PowerPoint", "Microsoft PowerPoint", "MS PowerPoint"}},
	{ID: "skill:outlook", Name: "Microsoft Outlook", Category: "office", Aliases: []string{"Microsoft Outlook", "MS Outlook", "~Outlook"}},
	{ID: "skill:data-entry", Name: "Data entry", Category: "office", Aliases: []string{"Data Entry", "Typing Speed"}},
	{ID: "skill:customer-service", Name: "Customer service", Category: "office", Aliases: []string{"Customer Service", "Customer Support", "Client Services"}},
	{ID: "skill:scheduling", Name: "Scheduling", Category: "office", Aliases: []string{"Appointment Scheduling", "Calendar Management", "Patient Scheduling"}},
	{ID: "skill:multi-line-phones", Name: "Multi-line phones", Category: "office", Aliases: []string{"Multi-Line Phone", "Multi-Line Phones", "Multi-Line Phone System"}},
	{ID: "skill:salesforce", Name: "Salesforce", Category: "office", Aliases: []string{"Salesforce", "SFDC"}},
	{ID: "skill:sap", Name: "SAP", Category: "office", Aliases: []string{"SAP", "SAP ERP"}},
	{ID: "skill:medical-terminology", Name: "Medical terminology", Category: "office", Aliases: []string{"Medical Terminology"}},
	{ID: "skill:medical-coding", Name: "Medical coding", Category: "office", Aliases: []string{
		"Medical Coding", "ICD-10", "ICD-10-CM", "ICD-10-PCS", "CPT Coding", "HCPCS",
	}},
	{ID: "skill:medical-billing", Name: "Medical billing", Category: "office", Aliases: []string{"Medical Billing", "Insurance Billing", "Claims Processing"}},
	{ID: "skill:hipaa", Name: "HIPAA compliance", Category: "office", Aliases: []string{"HIPAA", "HIPPA", "HIPAA Compliance"}},

	// Finance.
	{ID: "skill:quickbooks", Name: "QuickBooks", Category: "finance", Aliases: []string{"QuickBooks", "QuickBooks Online", "QBO"}},
	{ID: "skill:gaap", Name: "GAAP", Category: "finance", Aliases: []string{"GAAP", "US GAAP", "IFRS"}},
	{ID: "skill:accounts-payable", Name: "Accounts payable", Category: "finance", Aliases: []string{"Accounts Payable"}},
	{ID: "skill:accounts-receivable", Name: "Accounts receivable", Category: "finance", Aliases: []string{"Accounts Receivable"}},
	{ID: "skill:general-ledger", Name: "General ledger and reconciliation", Category: "finance", Aliases: []string{
		"General Ledger", "Account Reconciliation", "Bank Reconciliation", "Bank Reconciliations", "Month-End Close",
	}},
	{ID: "skill:financial-reporting", Name: "Financial reporting", Category: "finance", Aliases: []string{"Financial Reporting", "Financial Statements"}},
	{ID: "skill:financial-modeling", Name: "Financial modeling", Category: "finance", Aliases: []string{"Financial Modeling", "Financial Modelling"}},
	{ID: "skill:payroll", Name: "Payroll processing", Category: "finance", Aliases: []string{"Payroll", "Payroll Processing", "ADP", "Paychex"}},
	{ID: "skill:budgeting", Name: "Budgeting", Category: "finance", Aliases: []string{"Budgeting", "Budget Management", "Forecasting"}},

	// Electronic health records.
	{ID: "skill:epic", Name: "Epic", Category: "ehr", Aliases: []string{"=Epic", "EPIC", "Epic EMR", "Epic EHR", "Epic Systems", "Epic Hyperspace"}},
	{ID: "skill:cerner", Name: "Cerner (Oracle Health)", Category: "ehr", Aliases: []string{"Cerner", "Cerner PowerChart", "PowerChart", "Oracle Cerner", "Oracle Health"}},
	{ID: "skill:meditech", Name: "Meditech", Category: "ehr", Aliases: []string{"Meditech", "Meditech Expanse"}},
	{ID: "skill:athenahealth", Name: "athenahealth", Category: "ehr", Aliases: []string{"athenahealth", "athenaOne", "athenaClinicals"}},
	{ID: "skill:eclinicalworks", Name: "eClinicalWorks", Category: "ehr", Aliases: []string{"eClinicalWorks", "eCW"}},
	{ID: "skill:pointclickcare", Name: "PointClickCare", Category: "ehr", Aliases: []string{"PointClickCare", "PCC EHR"}},
	{ID: "skill:pacs", Name: "PACS (picture archiving and communication system)", Category: "ehr", Aliases: []string{
		"PACS", "Picture Archiving and Communication System", "Picture Archiving and Communications System",
	}},
	{ID: "skill:pyxis", Name: "Automated dispensing cabinets (Pyxis, Omnicell)", Category: "ehr", Aliases: []string{"Pyxis", "Omnicell"}},

	// Clinical skills.
	// "Ultrasound-guided IV" is a nurse's skill, not a sonographer's field.
	{ID: "skill:iv-therapy", Name: "IV insertion and therapy", Category: "clinical", Aliases: []string{
		"IV Therapy", "IV Insertion", "IV Starts", "IV Start", "Peripheral IV", "PIV Insertion", "IV Placement", "Intravenous Therapy",
		"Ultrasound-Guided IV", "Ultrasound-Guided IVs", "Ultrasound-Guided PIV", "US-Guided IV", "USGIV", "Ultrasound-Guided Peripheral IV",
	}},
	{ID: "skill:hemodynamic-monitoring", Name: "Invasive lines and hemodynamic monitoring", Category: "clinical", Aliases: []string{
		"Hemodynamic Monitoring", "Arterial Lines", "Arterial Line", "Art Lines", "A-Lines", "A-Line", "Swan-Ganz",
		"Swan-Ganz Catheters", "PA Catheter", "Central Lines", "Central Line Care", "CVC Care",
	}},
	{ID: "skill:drips", Name: "Titration of vasoactive drips", Category: "clinical", Aliases: []string{
		"Vasoactive Drips", "Titratable Drips", "Drip Titration", "Titrating Drips", "Vasopressors", "Pressors",
	}},
	{ID: "skill:abg", Name: "Arterial blood gases", Category: "clinical", Aliases: []string{"ABG", "ABGs", "Arterial Blood Gas", "Arterial Blood Gases", "Blood Gas Analysis"}},
	{ID: "skill:niv", Name: "Non-invasive ventilation", Category: "clinical", Aliases: []string{
		"BiPAP", "CPAP", "Non-Invasive Ventilation", "Noninvasive Ventilation", "NIV", "High-Flow Nasal Cannula", "HFNC", "NIPPV",
	}},
	{ID: "skill:airway-management", Name: "Airway management and intubation", Category: "clinical", Aliases: []string{
		"Airway Management", "Intubation", "Intubations", "Endotracheal Intubation", "RSI", "Rapid Sequence Intubation", "Extubation", "Extubations",
	}},
	{ID: "skill:pft", Name: "Pulmonary function testing", Category: "clinical", Aliases: []string{"PFT", "PFTs", "Spirometry", "Pulmonary Function Tests"}},
	{ID: "skill:chemotherapy", Name: "Chemotherapy administration", Category: "clinical", Aliases: []string{"Chemotherapy Administration", "Chemo Administration", "Administered Chemotherapy"}},
	{ID: "skill:c-arm", Name: "C-arm / intraoperative imaging", Category: "clinical", Aliases: []string{"C-Arm", "Mobile C-Arm", "OR C-Arm", "Fluoroscopic C-Arm"}},
	{ID: "skill:contrast-injection", Name: "Contrast administration", Category: "clinical", Aliases: []string{"Contrast Injection", "Power Injector", "Power Injection", "IV Contrast", "Contrast Administration"}},
	{ID: "skill:sterile-technique", Name: "Sterile technique and instrumentation", Category: "clinical", Aliases: []string{
		"Sterile Technique", "Aseptic Technique", "Sterile Field", "Surgical Instrumentation", "Back Table Setup",
	}},
	{ID: "skill:robotic-surgery", Name: "Robotic surgery", Category: "clinical", Aliases: []string{"da Vinci", "Da Vinci Robot", "Robotic-Assisted Surgery", "Robotic Cases"}},
	{ID: "skill:sterile-compounding", Name: "Sterile compounding", Category: "clinical", Aliases: []string{
		"Sterile Compounding", "IV Compounding", "USP 797", "USP <797>", "Non-Sterile Compounding", "USP 795", "USP 800", "IV Admixture",
	}},
	{ID: "skill:phlebotomy", Name: "Phlebotomy", Category: "clinical", Aliases: []string{"Phlebotomy", "Venipuncture", "Blood Draws", "Blood Draw", "Specimen Collection"}},
	{ID: "skill:ekg", Name: "EKG / rhythm interpretation", Category: "clinical", Aliases: []string{
		"EKG", "ECG", "12-Lead EKG", "12-Lead ECG", "EKG Interpretation", "ECG Interpretation", "Rhythm Interpretation",
		"Cardiac Monitoring",
	}},
	{ID: "skill:ventilator-management", Name: "Ventilator management", Category: "clinical", Aliases: []string{
		"Ventilator Management", "Vent Management", "Mechanical Ventilation", "Ventilator Care", "Vent Care",
	}},
	{ID: "skill:ecmo", Name: "ECMO", Category: "clinical", Aliases: []string{"ECMO", "Extracorporeal Membrane Oxygenation"}},
	{ID: "skill:crrt", Name: "CRRT", Category: "clinical", Aliases: []string{"CRRT", "Continuous Renal Replacement Therapy"}},
	{ID: "skill:iabp", Name: "Intra-aortic balloon pump (IABP)", Category: "clinical", Aliases: []string{"IABP", "Intra-Aortic Balloon Pump"}},
	{ID: "skill:impella", Name: "Impella", Category: "clinical", Aliases: []string{"Impella"}},
	{ID: "skill:trach-care", Name: "Tracheostomy care", Category: "clinical", Aliases: []string{"Tracheostomy Care", "Trach Care"}},
	{ID: "skill:medication-administration", Name: "Medication administration", Category: "clinical", Aliases: []string{
		"Medication Administration", "Med Administration", "Med Pass",
	}},
	{ID: "skill:triage", Name: "Triage", Category: "clinical", Aliases: []string{"Triage", "ESI Triage", "Patient Triage"}},
	{ID: "skill:moderate-sedation", Name: "Moderate sedation", Category: "clinical", Aliases: []string{"Moderate Sedation", "Conscious Sedation", "Procedural Sedation"}},
	{ID: "skill:vital-signs", Name: "Vital signs", Category: "clinical", Aliases: []string{"Vital Signs", "Vitals"}},
	{ID: "skill:adl", Name: "Activities of daily living (ADLs)", Category: "clinical", Aliases: []string{"ADL", "Activities of Daily Living"}},
	{ID: "skill:hoyer-lift", Name: "Patient lifts (Hoyer)", Category: "clinical", Aliases: []string{"Hoyer Lift", "Mechanical Lift", "Patient Lift"}},
	{ID: "skill:dysphagia", Name: "Dysphagia management", Category: "clinical", Aliases: []string{"Dysphagia", "Swallow Studies", "MBSS", "FEES"}},

	// Skilled trades.
	{ID: "skill:welding", Name: "Welding", Category: "trades", Aliases: []string{"Welding", "Arc Welding", "Metal Fabrication"}},
	{ID: "skill:welding-mig", Name: "MIG welding (GMAW)", Category: "trades", Parents: []ID{"skill:welding"}, Aliases: []string{
		"MIG", "MIG Welding", "GMAW", "Gas Metal Arc Welding",
	}},
	{ID: "skill:welding-tig", Name: "TIG welding (GTAW)", Category: "trades", Parents: []ID{"skill:welding"}, Aliases: []string{
		"TIG", "TIG Welding", "GTAW", "Gas Tungsten Arc Welding", "Heliarc",
	}},
	{ID: "skill:welding-stick", Name: "Stick welding (SMAW)", Category: "trades", Parents: []ID{"skill:welding"}, Aliases: []string{
		"Stick Welding", "SMAW", "Shielded Metal Arc Welding", "~Stick",
	}},
	{ID: "skill:welding-6g", Name: "Pipe welding in the 6G position", Category: "trades", Parents: []ID{"skill:welding"}, Aliases: []string{
		"6G", "6G Position", "6G Pipe", "6G Pipe Welding", "6GR", "All-Position Pipe Welding",
	}},
	{ID: "skill:welding-saw", Name: "Submerged arc welding (SAW)", Category: "trades", Parents: []ID{"skill:welding"}, Aliases: []string{
		"Submerged Arc Welding", "Submerged Arc", "SAW Welding",
	}},
	{ID: "skill:welding-flux-core", Name: "Flux-cored welding (FCAW)", Category: "trades", Parents: []ID{"skill:welding"}, Aliases: []string{
		"Flux Core", "Flux-Cored", "Flux Core Welding", "FCAW", "Flux-Cored Arc Welding",
	}},
	// HVAC is written in lower case as a word.
	{ID: "skill:hvac", Name: "HVAC", Category: "trades", Aliases: []string{
		"HVAC", "HVAC/R", "HVACR", "Heating and Air Conditioning", "Refrigeration", "hvac", "hvac/r", "hvacr", "HVAC-R",
		"Heating, Ventilation and Air Conditioning", "Air Conditioning", "Heat Pumps", "Split Systems", "Package Units",
		"Chillers", "Cooling Towers", "VRF", "Ductless Mini-Splits", "Furnaces", "Boilers",
	}},
	{ID: "skill:electrical", Name: "Electrical wiring", Category: "trades", Aliases: []string{
		"Electrical Wiring", "Electrical Troubleshooting", "National Electrical Code", "NEC", "Wire Pulling", "Panel Terminations",
		"Switchgear", "Lighting Controls", "Fire Alarm Installation", "Fire Alarm Systems", "Electrical Installation",
	}},
	// Conduit names collide with other fields' abbreviations: "EMT" is
	// electrical metallic tubing beside conduit words, not an emergency
	// medical technician; "IMC" intermediate metal conduit, not
	// intermediate care.
	{ID: "skill:conduit", Name: "Conduit installation and bending", Category: "trades", Parents: []ID{"skill:electrical"}, Aliases: []string{
		"~Conduit", "Conduit Bending", "Conduit Installation", "EMT Conduit", "EMT Bending", "Bending EMT", "Bent EMT",
		"Conduit/EMT", "EMT/Conduit", "EMT and Rigid", "EMT and Rigid Conduit", "Rigid and EMT", "EMT/Rigid", "Rigid/EMT",
		"EMT/IMC", "IMC/EMT", "EMT, IMC", "EMT/IMC/RMC", "EMT, IMC, RMC", "EMT, Rigid", "EMT, MC", "EMT/PVC", "PVC/EMT",
		"EMT, PVC", "EMT Pipe", "EMT Tubing", "Electrical Metallic Tubing", "Intermediate Metal Conduit", "IMC Conduit",
		"Rigid Conduit", "PVC Conduit", "Rigid Metal Conduit", "MC Cable", "Flex Conduit", "Hand Bender", "Hydraulic Bender",
	}},
	{ID: "skill:motor-controls", Name: "Motor controls and VFDs", Category: "trades", Aliases: []string{
		"Motor Controls", "Motor Control", "VFD", "VFDs", "Variable Frequency Drive", "Variable Frequency Drives", "Soft Starters",
		"Motor Starters", "480V", "3-Phase", "Three-Phase", "480V 3-Phase",
	}},
	{ID: "skill:hydraulics", Name: "Hydraulics", Category: "trades", Aliases: []string{"Hydraulics", "Hydraulic Systems", "Hydraulic Troubleshooting", "Hydraulic Repair"}},
	{ID: "skill:pneumatics", Name: "Pneumatics", Category: "trades", Aliases: []string{"Pneumatics", "Pneumatic Systems", "Pneumatic Troubleshooting", "Pneumatic Controls"}},
	{ID: "skill:cmms", Name: "CMMS / work order systems", Category: "trades", Aliases: []string{
		"CMMS", "Computerized Maintenance Management System", "Maximo", "IBM Maximo", "Fiix", "eMaint", "UpKeep", "Work Order System",
	}},
	{ID: "skill:hmi-scada", Name: "HMI and SCADA", Category: "trades", Aliases: []string{"HMI", "HMIs", "SCADA", "Human-Machine Interface", "FactoryTalk", "Wonderware", "Ignition SCADA"}},
	{ID: "skill:rigging", Name: "Rigging and signaling", Category: "trades", Aliases: []string{"Rigging", "Rigging and Signaling", "Crane Signaling", "Signaling Crane Picks"}},
	{ID: "skill:mechanical-systems", Name: "Mechanical power transmission", Category: "trades", Aliases: []string{
		"Conveyors", "Conveyor Systems", "Gearboxes", "Bearings and Seals", "Power Transmission", "Shaft Alignment", "Laser Alignment",
	}},
	{ID: "skill:plumbing", Name: "Plumbing", Category: "trades", Aliases: []string{"Plumbing", "Drain Cleaning", "Water Heaters", "Backflow Prevention", "Rough-In Plumbing"}},
	{ID: "skill:pipefitting", Name: "Pipefitting", Category: "trades", Aliases: []string{"Pipefitting", "Pipe Fitting", "Fit-Up", "Pipe Fit-Up", "Isometric Drawings", "Isometrics", "Hydrotesting", "Hydrotests"}},
	{ID: "skill:thermal-cutting", Name: "Thermal cutting and gouging", Category: "trades", Aliases: []string{
		"Oxy-Fuel Cutting", "Oxy-Acetylene Cutting", "Oxy-Acetylene", "Plasma Cutting", "Torch Cutting", "Air Arc Gouging",
		"Carbon Arc Gouging", "Oxyfuel Cutting",
	}},
	{ID: "skill:heavy-equipment", Name: "Heavy equipment operation", Category: "trades", Aliases: []string{
		"Excavator", "Backhoe", "Bulldozer", "Dozer", "Skid Steer", "Wheel Loader", "Motor Grader", "Trackhoe", "Telehandler",
		"Boom Lift", "Scissor Lift", "Aerial Lift",
	}},
	{ID: "skill:precision-measurement", Name: "Precision measurement", Category: "trades", Aliases: []string{
		"Micrometers", "Calipers", "CMM", "Coordinate Measuring Machine", "Height Gauge", "Precision Measuring Instruments",
	}},
	{ID: "skill:gdt", Name: "GD&T", Category: "trades", Aliases: []string{"GD&T", "Geometric Dimensioning and Tolerancing"}},
	{ID: "skill:refrigerant-handling", Name: "Refrigerant circuits and recovery", Category: "trades", Parents: []ID{"skill:hvac"}, Aliases: []string{
		"Refrigerant Recovery", "Refrigerant Circuits", "Refrigerant Charging", "Leak Checks", "Leak Detection",
	}},
	{ID: "skill:brazing", Name: "Brazing and soldering", Category: "trades", Aliases: []string{"Brazing", "Soldering", "Silver Brazing", "Copper Brazing"}},
	{ID: "skill:building-automation", Name: "Building automation and controls", Category: "trades", Aliases: []string{
		"Building Automation", "Building Automation Systems", "Building Management System", "BACnet", "DDC Controls", "Direct Digital Controls",
	}},
	{ID: "skill:carpentry", Name: "Carpentry", Category: "trades", Aliases: []string{"Carpentry", "Finish Carpentry", "Framing", "Drywall"}},
	{ID: "skill:blueprint-reading", Name: "Blueprint reading", Category: "trades", Aliases: []string{
		"Blueprint Reading", "Blueprints", "Reading Blueprints", "Technical Drawings",
	}},
	{ID: "skill:plc", Name: "PLC programming", Category: "trades", Aliases: []string{
		"PLC", "PLCs", "PLC Programming", "Programmable Logic Controllers", "Allen-Bradley", "Ladder Logic",
		"RSLogix", "RSLogix 5000", "Studio 5000", "ControlLogix", "CompactLogix", "Siemens S7", "TIA Portal", "PLC Troubleshooting",
	}},
	{ID: "skill:cnc", Name: "CNC machining", Category: "trades", Aliases: []string{
		"CNC", "CNC Machining", "CNC Programming", "G-Code", "Mastercam", "CNC Mill", "CNC Lathe", "CNC Milling", "CNC Turning",
		"~Haas", "Mazak", "Okuma", "M-Code", "CAM Programming",
	}},
	{ID: "skill:power-tools", Name: "Hand and power tools", Category: "trades", Aliases: []string{"Power Tools", "Hand Tools", "Hand and Power Tools"}},
	{ID: "skill:preventive-maintenance", Name: "Preventive maintenance", Category: "trades", Aliases: []string{
		"Preventive Maintenance", "Preventative Maintenance",
	}},
	// Lockout/tagout and NFPA 70E's arc-flash practice are one safety
	// practice around energised equipment: a line asking both asks one thing.
	{ID: "skill:lockout-tagout", Name: "Lockout/tagout and arc-flash safety", Category: "trades", Aliases: []string{
		"Lockout/Tagout", "Lockout Tagout", "LOTO", "NFPA 70E", "NFPA-70E", "NFPA 70E Qualified", "NFPA 70E Trained",
		"Arc Flash Training", "Arc Flash Safety", "Arc Flash Awareness", "Qualified Electrical Worker",
	}},

	// Warehouse.
	{ID: "skill:forklift", Name: "Forklift operation", Category: "warehouse", Aliases: []string{
		"Forklift", "Fork Lift", "Forklift Operation", "Forklift Driving", "Sit-Down Forklift", "Stand-Up Forklift",
		"Forklift Operator", "Forklift Driver",
	}},
	{ID: "skill:pallet-jack", Name: "Pallet jack", Category: "warehouse", Aliases: []string{"Pallet Jack", "Pallet Jacks", "Electric Pallet Jack", "Walkie Rider"}},
	{ID: "skill:reach-truck", Name: "Reach truck", Category: "warehouse", Aliases: []string{"Reach Truck", "Reach Truck Operator", "Cherry Picker"}},
	{ID: "skill:rf-scanner", Name: "RF scanner", Category: "warehouse", Aliases: []string{"RF Scanner", "RF Scanning", "RF Gun", "Handheld Scanner", "Barcode Scanner"}},
	{ID: "skill:inventory-management", Name: "Inventory management", Category: "warehouse", Aliases: []string{
		"Inventory Management", "Inventory Control", "Cycle Counting", "Cycle Counts",
	}},
	{ID: "skill:wms", Name: "Warehouse management systems", Category: "warehouse", Aliases: []string{
		"WMS", "Warehouse Management System", "Warehouse Management Systems",
	}},
	{ID: "skill:order-picking", Name: "Order picking and packing", Category: "warehouse", Aliases: []string{
		"Order Picking", "Picking and Packing", "Pick and Pack", "Order Fulfillment",
	}},

	// Teaching.
	{ID: "skill:lesson-planning", Name: "Lesson planning", Category: "teaching", Aliases: []string{"Lesson Planning", "Lesson Plans", "Curriculum Development"}},
	{ID: "skill:classroom-management", Name: "Classroom management", Category: "teaching", Aliases: []string{"Classroom Management"}},
	{ID: "skill:iep", Name: "IEPs", Category: "teaching", Aliases: []string{"IEP", "Individualized Education Program", "Individualized Education Plan"}},
}
