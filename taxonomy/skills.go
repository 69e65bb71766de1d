package taxonomy

// skills are tools, technologies and techniques, grouped by area (Category).
// Parents record what using a skill implies knowing: PostgreSQL is SQL, React
// is JavaScript, MIG is welding. Names that are common words even when
// capitalised ("Go", "Swift", "Rust", "Flask") carry the list marker and are
// found only as list items; their unambiguous spellings ("Golang") are not.
var skills = []Concept{
	// Programming languages.
	{ID: "skill:go", Name: "Go", Category: "software", Aliases: []string{
		"~Go", "Golang", "Go Programming", "Go Language", "=Go Developer", "=Go Engineer", "Golang Developer", "Golang Engineer",
	}},
	{ID: "skill:python", Name: "Python", Category: "software", Aliases: []string{"Python", "Python3", "Python 3"}},
	{ID: "skill:java", Name: "Java", Category: "software", Aliases: []string{"Java", "Java SE", "Java EE", "J2EE"}},
	{ID: "skill:javascript", Name: "JavaScript", Category: "software", Aliases: []string{"JavaScript", "JS", "ECMAScript", "ES6"}},
	{ID: "skill:typescript", Name: "TypeScript", Category: "software", Parents: []ID{"skill:javascript"}, Aliases: []string{"TypeScript"}},
	{ID: "skill:c", Name: "C", Category: "software", Aliases: []string{"~C", "C Programming", "C Language", "ANSI C"}},
	{ID: "skill:cpp", Name: "C++", Category: "software", Aliases: []string{"C++", "CPP"}},
	{ID: "skill:csharp", Name: "C#", Category: "software", Aliases: []string{"C#", "C Sharp", "CSharp"}},
	{ID: "skill:dotnet", Name: ".NET", Category: "software", Aliases: []string{".NET", ".NET Core", "ASP.NET", "DotNet"}},
	{ID: "skill:ruby", Name: "Ruby", Category: "software", Aliases: []string{"~Ruby", "Ruby Programming"}},
	{ID: "skill:rails", Name: "Ruby on Rails", Category: "software", Parents: []ID{"skill:ruby"}, Aliases: []string{"Ruby on Rails", "RoR", "~Rails"}},
	{ID: "skill:php", Name: "PHP", Category: "software", Aliases: []string{"PHP", "Laravel"}},
	{ID: "skill:rust", Name: "Rust", Category: "software", Aliases: []string{"~Rust", "Rust Programming", "Rust Language", "Rustlang"}},
	{ID: "skill:kotlin", Name: "Kotlin", Category: "software", Aliases: []string{"Kotlin"}},
	{ID: "skill:swift", Name: "Swift", Category: "software", Aliases: []string{"~Swift", "Swift Programming", "SwiftUI"}},
	{ID: "skill:scala", Name: "Scala", Category: "software", Aliases: []string{"Scala"}},
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
	{ID: "skill:redis", Name: "Redis", Category: "data", Aliases: []string{"Redis"}},
	{ID: "skill:elasticsearch", Name: "Elasticsearch", Category: "data", Aliases: []string{"Elasticsearch", "Elastic Search", "OpenSearch", "ELK"}},
	{ID: "skill:kafka", Name: "Apache Kafka", Category: "data", Aliases: []string{"Kafka", "Apache Kafka"}},
	{ID: "skill:spark", Name: "Apache Spark", Category: "data", Aliases: []string{"Apache Spark", "PySpark", "Spark SQL", "~Spark"}},
	{ID: "skill:hadoop", Name: "Hadoop", Category: "data", Aliases: []string{"Hadoop", "HDFS"}},
	{ID: "skill:airflow", Name: "Apache Airflow", Category: "data", Aliases: []string{"Airflow", "Apache Airflow"}},
	// Lower-case "dbt" only: "DBT" is dialectical behavior therapy.
	{ID: "skill:dbt", Name: "dbt", Category: "data", Aliases: []string{"=dbt", "dbt Core", "dbt Cloud"}},
	{ID: "skill:snowflake", Name: "Snowflake", Category: "data", Aliases: []string{"=Snowflake", "Snowflake Data Cloud"}},
	{ID: "skill:bigquery", Name: "BigQuery", Category: "data", Aliases: []string{"BigQuery", "Google BigQuery"}},
	{ID: "skill:tableau", Name: "Tableau", Category: "data", Aliases: []string{"Tableau"}},
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
		"~React", "React.js", "ReactJS", "React JS", "React Native",
	}},
	{ID: "skill:angular", Name: "Angular", Category: "software", Parents: []ID{"skill:javascript"}, Aliases: []string{"Angular", "AngularJS", "Angular.js"}},
	{ID: "skill:vue", Name: "Vue.js", Category: "software", Parents: []ID{"skill:javascript"}, Aliases: []string{"Vue", "Vue.js", "VueJS"}},
	{ID: "skill:nodejs", Name: "Node.js", Category: "software", Parents: []ID{"skill:javascript"}, Aliases: []string{"Node.js", "NodeJS", "Node JS", "~Node"}},
	{ID: "skill:django", Name: "Django", Category: "software", Parents: []ID{"skill:python"}, Aliases: []string{"Django"}},
	{ID: "skill:flask", Name: "Flask", Category: "software", Parents: []ID{"skill:python"}, Aliases: []string{"~Flask"}},
	{ID: "skill:spring", Name: "Spring", Category: "software", Parents: []ID{"skill:java"}, Aliases: []string{"Spring Boot", "Spring Framework", "Spring MVC", "~Spring"}},
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
	{ID: "skill:aws", Name: "Amazon Web Services (AWS)", Category: "cloud", Aliases: []string{"AWS", "Amazon Web Services", "EC2"}},
	{ID: "skill:azure", Name: "Microsoft Azure", Category: "cloud", Aliases: []string{"Azure", "Microsoft Azure"}},
	{ID: "skill:gcp", Name: "Google Cloud Platform (GCP)", Category: "cloud", Aliases: []string{"GCP", "Google Cloud", "Google Cloud Platform"}},
	{ID: "skill:kubernetes", Name: "Kubernetes", Category: "cloud", Aliases: []string{"Kubernetes", "k8s", "EKS", "GKE", "AKS", "OpenShift"}},
	{ID: "skill:docker", Name: "Docker", Category: "cloud", Aliases: []string{"Docker", "Docker Compose", "Containerization"}},
	{ID: "skill:terraform", Name: "Terraform", Category: "cloud", Aliases: []string{"Terraform", "OpenTofu"}},
	{ID: "skill:ansible", Name: "Ansible", Category: "cloud", Aliases: []string{"Ansible"}},
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
	{ID: "skill:iv-therapy", Name: "IV insertion and therapy", Category: "clinical", Aliases: []string{
		"IV Therapy", "IV Insertion", "IV Starts", "IV Start", "Peripheral IV", "PIV Insertion", "IV Placement", "Intravenous Therapy",
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
		"Stick Welding", "SMAW", "Shielded Metal Arc Welding",
	}},
	{ID: "skill:welding-flux-core", Name: "Flux-cored welding (FCAW)", Category: "trades", Parents: []ID{"skill:welding"}, Aliases: []string{
		"Flux Core", "Flux-Cored", "Flux Core Welding", "FCAW", "Flux-Cored Arc Welding",
	}},
	{ID: "skill:hvac", Name: "HVAC", Category: "trades", Aliases: []string{
		"HVAC", "HVAC/R", "HVACR", "Heating and Air Conditioning", "Refrigeration",
	}},
	{ID: "skill:electrical", Name: "Electrical wiring", Category: "trades", Aliases: []string{
		"Electrical Wiring", "Electrical Troubleshooting", "Conduit Bending", "National Electrical Code", "NEC",
	}},
	{ID: "skill:plumbing", Name: "Plumbing", Category: "trades", Aliases: []string{"Plumbing", "Pipefitting", "Pipe Fitting"}},
	{ID: "skill:carpentry", Name: "Carpentry", Category: "trades", Aliases: []string{"Carpentry", "Finish Carpentry", "Framing", "Drywall"}},
	{ID: "skill:blueprint-reading", Name: "Blueprint reading", Category: "trades", Aliases: []string{
		"Blueprint Reading", "Blueprints", "Reading Blueprints", "Technical Drawings",
	}},
	{ID: "skill:plc", Name: "PLC programming", Category: "trades", Aliases: []string{
		"PLC", "PLCs", "PLC Programming", "Programmable Logic Controllers", "Allen-Bradley", "Ladder Logic",
	}},
	{ID: "skill:cnc", Name: "CNC machining", Category: "trades", Aliases: []string{"CNC", "CNC Machining", "CNC Programming", "G-Code", "Mastercam"}},
	{ID: "skill:power-tools", Name: "Hand and power tools", Category: "trades", Aliases: []string{"Power Tools", "Hand Tools", "Hand and Power Tools"}},
	{ID: "skill:preventive-maintenance", Name: "Preventive maintenance", Category: "trades", Aliases: []string{
		"Preventive Maintenance", "Preventative Maintenance",
	}},
	{ID: "skill:lockout-tagout", Name: "Lockout/tagout", Category: "trades", Aliases: []string{"Lockout/Tagout", "Lockout Tagout", "LOTO"}},

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
