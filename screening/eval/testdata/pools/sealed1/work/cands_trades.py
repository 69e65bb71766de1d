"""Trades: J17 electrician (Houston), J18 HVAC (Phoenix), J19 pipe welder (Pasadena TX, travel),
J20 CDL-A (Columbus), J21 maintenance (Concord NC)."""
from model import P, R

EL = "Electrician"
# ----------------------------------------------------------------------------- J17 electrician
P("Ray Castillo", EL, "77036", lay="trades", body="contact",
  summary="Journeyman electrician, commercial construction and tenant improvement. Day shift.",
  roles=[R("Bayou Power & Light Contractors", "Houston, TX", "Journeyman Electrician - commercial", "Commercial Electrical", "2019-04"),
         R("Gulf Electric Services", "Houston, TX", "Journeyman Electrician - commercial TI", "Commercial Electrical", "2017-02", "2019-03")],
  lic=["Journeyman_Electrician TX 2028-03-31 #JE-123987"], certs="OSHA10", lic_style=0)

P("Jimmy Nguyen", EL, "77584", lay="classic",
  roles=[R("Pearland Electrical Group", "Pearland, TX", "Master Electrician / Foreman - commercial", "Commercial Electrical", "2021-01"),
         R("Pearland Electrical Group", "Pearland, TX", "Journeyman Electrician - commercial", "Commercial Electrical", "2017-06", "2020-12")],
  lic=["Master_Electrician TX 2028-08-31 #ME-44102"], certs="OSHA30 OSHA10", lic_style=1)

P("Darnell Hayes", EL, "77506", lay="caps", fmt="pdf",
  roles=[R("Ship Channel Electric", "Pasadena, TX", "Journeyman Electrician (commercial - schools, retail, medical office)", "Commercial Electrical", "2018-05"),
         R("Ship Channel Electric", "Pasadena, TX", "Electrical Apprentice", None, "2014-03", "2018-04", profession="Electrical Apprentice")],
  lic=["Journeyman_Electrician TX 2027-11-30"], certs="OSHA10:2030-01", lic_style=2)

P("Cole Jennings", EL, "77479", lay="terse", headline="Journeyman Electrician (TX)",
  roles=[R("Fort Bend Commercial Electric", "Sugar Land, TX", "Journeyman Wireman - commercial new construction", "Commercial Electrical", "2022-03")],
  lic=["Journeyman_Electrician TX 2028-01-31"], certs="OSHA10", lic_style=1)

P("Luis Garza", EL, "77036", lay="trades",
  roles=[R("Chevron Phillips Baytown", "Baytown, TX", "Industrial Electrician", "Industrial Electrical", "2022-09"),
         R("Gulf Electric Services", "Houston, TX", "Journeyman Electrician - commercial", "Commercial Electrical", "2020-03", "2022-08")],
  lic=["Journeyman_Electrician TX 2028-05-31"], certs="OSHA10", lic_style=0)

P("Wade Thompson", EL, "77584", lay="classic",
  roles=[R("Brazoria Electric", "Pearland, TX", "Journeyman Electrician - commercial", "Commercial Electrical", "2019-08")],
  lic=["Journeyman_Electrician TX 2028-02-29"], lic_style=2)

P("Pedro Alvarez", EL, "77506", lay="narrative",
  summary="I am a commercial journeyman electrician and I would prefer a second-shift schedule.",
  roles=[R("Ship Channel Electric", "Pasadena, TX", "journeyman electrician on commercial jobs", "Commercial Electrical", "2020-06")],
  lic=["Journeyman_Electrician TX 2028-06-30"], certs="OSHA10", lic_style=0, shift="evening")

P("Billy Ray Hutchins", EL, "77506", lay="trades",
  roles=[R("Deer Park Refining", "Deer Park, TX", "Industrial Electrician (I&E) - refinery", "Industrial Electrical", "2016-01")],
  lic=["Journeyman_Electrician TX 2028-09-30"], certs="OSHA10 TWIC:2029-01", lic_style=1)

P("Trent Walker", EL, "77479", lay="skills",
  roles=[R("Sugar Land Home Electric", "Sugar Land, TX", "Residential Journeyman Electrician", "Residential Electrical", "2018-02")],
  lic=["Journeyman_Electrician TX 2028-04-30"], certs="OSHA10", lic_style=1)

P("Mike Sanders", EL, "77036", lay="terse",
  roles=[R("Houston Solar Installs", "Houston, TX", "Solar installer / electrician", "Residential Electrical", "2023-01"),
         R("Gulf Electric Services", "Houston, TX", "Journeyman Electrician - commercial", "Commercial Electrical", "2020-02", "2022-12")],
  lic=["Journeyman_Electrician TX 2028-07-31"], lic_style=1)

P("Eddie Rojas", EL, "77036", lay="trades",
  roles=[R("Bayou Power & Light Contractors", "Houston, TX", "Apprentice Electrician (4th year) - commercial", "Commercial Electrical", "2023-01", profession="Electrical Apprentice")],
  certs="OSHA10", summary="4th-year apprentice, TDLR apprentice registration; journeyman exam planned for late 2027.")

P("Jason Broussard", EL, "70601", lay="classic",
  roles=[R("Calcasieu Electric", "Lake Charles, LA", "Journeyman Electrician - commercial", "Commercial Electrical", "2016-05")],
  lic=["Journeyman_Electrician LA 2028-06-30"], certs="OSHA10", lic_style=0)

P("Chris Mayfield", EL, "78701", lay="trades",
  roles=[R("Capitol Electric", "Austin, TX", "Journeyman Electrician - commercial high-rise", "Commercial Electrical", "2018-03")],
  lic=["Journeyman_Electrician TX 2028-10-31"], certs="OSHA10", lic_style=1)

P("Nathan Ellis", "Electrical Engineer", "77002", lay="linkedin",
  roles=[R("Texas Power Design", "Houston, TX", "Electrical Engineer, PE", None, "2017-06")])

# ----------------------------------------------------------------------------- J18 HVAC Phoenix
HV = "HVAC Technician"
P("Manny Soto", HV, "85281", lay="trades", body="contact",
  roles=[R("Desert Air Mechanical", "Phoenix, AZ", "Commercial HVAC Service Technician", "Commercial HVAC", "2020-07"),
         R("Valley Comfort Systems", "Tempe, AZ", "Commercial HVAC Tech II", "Commercial HVAC", "2018-03", "2020-06")],
  certs="EPA608-Universal NATE")

P("Greg Holloway", HV, "85204", lay="classic",
  roles=[R("East Valley Mechanical", "Mesa, AZ", "HVAC Service Tech - commercial RTUs", "Commercial HVAC", "2022-05")],
  certs="EPA608-Universal OSHA10")

P("Danny Pham", HV, "85251", lay="caps", fmt="docx",
  roles=[R("Scottsdale Chiller Services", "Scottsdale, AZ", "Senior Commercial HVAC/Chiller Technician", "Commercial HVAC", "2017-01")],
  certs="EPA608-Universal")

P("Jose Luis Ortega", HV, "85323", lay="terse", headline="Commercial HVAC tech",
  roles=[R("West Valley Commercial Air", "Avondale, AZ", "HVAC Technician (commercial)", "Commercial HVAC", "2023-03")],
  certs="EPA608-Universal")

P("Kyle Morrison", HV, "85254", lay="skills",
  roles=[R("Scottsdale Home Comfort", "Scottsdale, AZ", "Residential HVAC Technician", "Residential HVAC", "2024-02"),
         R("Phoenix Metro Mechanical", "Phoenix, AZ", "Commercial HVAC Technician", "Commercial HVAC", "2022-01", "2024-01")],
  certs="EPA608-Universal")

P("Ruben Flores", HV, "85281", lay="trades",
  roles=[R("Valley Comfort Systems", "Tempe, AZ", "Commercial HVAC Service Tech", "Commercial HVAC", "2021-06")],
  certs="EPA608-Universal", shift="evening")

P("Travis Kent", HV, "85204", lay="classic",
  roles=[R("Mesa Grocery Refrigeration", "Mesa, AZ", "Refrigeration Technician", "Refrigeration", "2024-06"),
         R("East Valley Mechanical", "Mesa, AZ", "Commercial HVAC Technician", "Commercial HVAC", "2022-09", "2024-03")],
  certs="EPA608-Universal")

P("Alan Becker", HV, "85251", lay="linkedin",
  roles=[R("Scottsdale Home Comfort", "Scottsdale, AZ", "Lead Residential HVAC Installer/Service", "Residential HVAC", "2019-04")],
  certs="EPA608-Universal NATE")

P("Samir Haddad", HV, "85323", lay="terse",
  roles=[R("Sun Valley Foods", "Phoenix, AZ", "Refrigeration Mechanic (supermarket racks)", "Refrigeration", "2020-03")],
  certs="EPA608-Universal")

P("Bobby Reyes", HV, "85705", lay="trades",
  roles=[R("Old Pueblo Mechanical", "Tucson, AZ", "Commercial HVAC Service Technician", "Commercial HVAC", "2019-09")],
  certs="EPA608-Universal")

P("Carl Jensen", HV, "85204", lay="skills",
  roles=[R("East Valley Mechanical", "Mesa, AZ", "Commercial HVAC Technician", "Commercial HVAC", "2020-01")],
  certs="EPA608-TypeII")

P("Dominic Russo", "Appliance Repair Technician", "85281", lay="trades",
  roles=[R("Valley Appliance Repair", "Tempe, AZ", "Appliance Repair Technician", None, "2018-05")],
  certs="EPA608-TypeI")

# ----------------------------------------------------------------------------- J19 pipe welder
WE = "Welder"
P("Bo Thibodeaux", WE, "70805", lay="trades",
  summary="Pipe welder, 12 years of turnarounds and new construction. Will travel.",
  roles=[R("Bayou State Industrial", "Baton Rouge, LA", "Pipe Welder (GTAW/SMAW, carbon & chrome)", "Pipe Welding", "2014-03")],
  certs="6G TWIC:2028-07 OSHA10")

P("Ramiro Cantu", WE, "77506", lay="terse", headline="6G pipe welder",
  roles=[R("Channelview Industrial Services", "Pasadena, TX", "Pipe Welder", "Pipe Welding", "2021-05")],
  certs="6G TWIC:2029-02", shift="night")

P("Wyatt Sullivan", WE, "79761", lay="classic",
  roles=[R("Permian Pipeline Constructors", "Odessa, TX", "Pipeline Welder - 6G downhand/uphill", "Pipe Welding", "2022-04")],
  certs="6G TWIC:2028-11 OSHA10")

P("Jesse Whitaker", WE, "36602", lay="caps", fmt="pdf",
  roles=[R("Gulf Shipyard Fabricators", "Mobile, AL", "Combo Pipe Welder", "Pipe Welding", "2019-01")],
  certs="6G TWIC:2028-04")

P("Dale Hebert", WE, "70805", lay="trades",
  roles=[R("River Parish Mechanical", "Baton Rouge, LA", "Pipe Welder - refinery maintenance", "Pipe Welding", "2018-06")],
  certs="6G TWIC:2026-02")

P("Luis Mendez", WE, "77506", lay="skills",
  roles=[R("Houston Ship Channel Contractors", "Pasadena, TX", "Pipe Welder", "Pipe Welding", "2020-08")],
  certs="6G TWIC:2028-09", shift="day")

P("Kenny Boudreaux", WE, "70601", lay="classic",
  roles=[R("Lake Charles Steel Erectors", "Lake Charles, LA", "Structural Welder", "Structural Welding", "2023-09"),
         R("Calcasieu Pipe Services", "Lake Charles, LA", "Pipe Welder", "Pipe Welding", "2021-06", "2023-06")],
  certs="6G AWS-D1.1 TWIC:2028-10")

P("Garrett Cole", WE, "77506", lay="trades",
  roles=[R("Gulf Coast Steel", "Houston, TX", "Structural Welder - FCAW/SMAW", "Structural Welding", "2019-02")],
  certs="AWS-D1.1 TWIC:2028-05")

P("Hank Wilson", WE, "79761", lay="terse",
  roles=[R("Basin Pipe & Supply", "Odessa, TX", "Pipe Welder (shop)", "Pipe Welding", "2020-03")],
  certs="OSHA10")

P("Tony Russo", WE, "77002", lay="skills",
  roles=[R("Houston Custom Fab", "Houston, TX", "TIG/MIG Fabrication Welder (aluminum, stainless)", "Fabrication Welding", "2017-08")])

P("Earl Pritchett", "Pipefitter", "77506", lay="trades",
  roles=[R("Channelview Industrial Services", "Pasadena, TX", "Journeyman Pipefitter", None, "2015-04")],
  certs="TWIC:2028-06 OSHA10", summary="Pipefitter; can tack weld, not a certified welder.")

P("Jake Moody", "Welding Helper", "77506", lay="terse",
  roles=[R("Houston Ship Channel Contractors", "Pasadena, TX", "Welder helper / fire watch", None, "2024-02")],
  certs="TWIC:2029-01")

# ----------------------------------------------------------------------------- J20 CDL-A Columbus
DR = "CDL Truck Driver"
P("Ronnie Carver", DR, "43207", lay="trades", body="contact",
  roles=[R("Scioto Valley Freight", "Columbus, OH", "Regional Driver - Class A dry van", "Dry Van/Reefer", "2020-03")],
  lic=["CDL-A OH 2029-04-30"], certs="DOT-Medical:2028-02", lic_style=0)

P("Tasha Greene", DR, "43123", lay="classic",
  roles=[R("Heartland Reefer Lines", "Grove City, OH", "OTR Driver - refrigerated", "Dry Van/Reefer", "2023-06")],
  lic=["CDL-A OH 2028-11-30"], certs="DOT-Medical:2028-05", lic_style=1)

P("Walt Kowalski", DR, "43015", lay="terse", headline="CDL-A driver, 10 yrs accident-free",
  roles=[R("Delaware Dedicated Logistics", "Delaware, OH", "Dedicated dry van driver (Class A)", "Dry Van/Reefer", "2016-08")],
  lic=["CDL-A OH 2028-09-30"], certs="DOT-Medical:2027-10 Hazmat:2028-09", lic_style=1)

P("Luis Reyes", DR, "43130", body="notes", fprof="CDL-A Driver", fspec="OTR",
  notes="Walk-in 11/20. OTR dry van driver since 09/2024 with Midwest Express (Class A). CDL-A (Ohio) exp 2029-08-31; DOT medical card exp 2028-01-31. Lives in Lancaster OH 43130. Wants home weekly.",
  roles=[R("Midwest Express", "Lancaster, OH", "OTR dry van driver", "Dry Van/Reefer", "2024-09")],
  lic=["CDL-A OH 2029-08-31"], certs="DOT-Medical:2028-01")

P("Kevin Marsh", DR, "43215", lay="classic",
  roles=[R("Buckeye Regional Freight", "Columbus, OH", "Class A Driver - regional dry van", "Dry Van/Reefer", "2021-02")],
  lic=["CDL-A OH 2028-06-30"], certs="DOT-Medical:2026-07", lic_style=0)

P("Dwayne Porter", DR, "43055", lay="skills",
  roles=[R("Licking County Distributors", "Newark, OH", "Local route driver (26' box truck)", "Local Delivery", "2024-01"),
         R("Trans-Ohio Carriers", "Columbus, OH", "OTR Driver - dry van (CDL-A)", "Dry Van/Reefer", "2023-02", "2023-10")],
  lic=["CDL-A OH 2028-10-31"], certs="DOT-Medical:2028-03", lic_style=1)

P("Shawn Baxter", DR, "43123", lay="terse",
  roles=[R("Grove City Logistics", "Grove City, OH", "Class A regional driver (dry van & reefer)", "Dry Van/Reefer", "2019-10")],
  lic=["CDL-A OH 2028-12-31"], lic_style=1)

P("Earl Jenkins", DR, "43207", lay="trades",
  roles=[R("Buckeye Steel Haulers", "Columbus, OH", "Flatbed Driver (steel coils, lumber)", "Flatbed", "2019-05")],
  lic=["CDL-A OH 2028-07-31"], certs="DOT-Medical:2028-07", lic_style=0)

P("Gina Marino", DR, "43015", lay="classic",
  roles=[R("Central Ohio Fuel Transport", "Delaware, OH", "Tanker Driver (fuel) - Class A, H/N endorsements", "Tanker", "2022-03")],
  lic=["CDL-A OH 2029-01-31"], certs="DOT-Medical:2028-01 Hazmat:2029-01 Tanker:2029-01", lic_style=0)

P("Rick Sutter", DR, "43130", lay="terse",
  roles=[R("Fairfield Aggregates", "Lancaster, OH", "Dump truck / tractor-trailer end dump driver", "Dump/Construction", "2015-04")],
  lic=["CDL-A OH 2028-04-30"], certs="DOT-Medical:2028-04", lic_style=1)

P("Tony Blackwell", DR, "43207", lay="skills",
  roles=[R("Columbus Beverage", "Columbus, OH", "Route Driver - Class B straight truck", "Local Delivery", "2018-01")],
  lic=["CDL-B OH 2028-05-31"], certs="DOT-Medical:2028-05", lic_style=0)

P("Jerome Hicks", DR, "45402", lay="trades",
  roles=[R("Gem City Freight", "Dayton, OH", "Regional dry van driver", "Dry Van/Reefer", "2018-09")],
  lic=["CDL-A OH 2028-03-31"], certs="DOT-Medical:2028-03", lic_style=1)

P("Sam Keller", DR, "43215", lay="classic",
  roles=[R("Trans-Ohio Carriers", "Columbus, OH", "OTR dry van driver", "Dry Van/Reefer", "2017-01", "2025-12")],
  lic=["CDL-A OH 2026-01-31"], certs="DOT-Medical:2026-01", lic_style=0,
  summary="Took most of 2026 off after surgery; CDL and med card need renewing.")

# ----------------------------------------------------------------------------- J21 maintenance Concord
MT = "Maintenance Technician"
P("Rodney Pike", MT, "28081", lay="trades", body="contact",
  roles=[R("Kannapolis Textile Mills", "Kannapolis, NC", "Maintenance Technician II (industrial)", "Industrial Maintenance", "2018-01")])

P("Anthony Greco", MT, "28025", lay="classic", shift="evening",
  roles=[R("Cabarrus Bottling", "Concord, NC", "Industrial Maintenance Mechanic - 2nd shift", "Industrial Maintenance", "2022-06")])

P("Jose Martinez", MT, "28083", lay="terse", headline="Industrial maintenance tech (PLC, hydraulics)",
  roles=[R("Piedmont Plastics", "Kannapolis, NC", "Maintenance Tech - injection molding", "Industrial Maintenance", "2021-02")])

P("Brian Estes", MT, "28078", lay="caps", fmt="docx",
  roles=[R("Lake Norman Manufacturing", "Huntersville, NC", "Multi-Craft Maintenance Technician", "Industrial Maintenance", "2020-04")])

P("Tim Haskins", MT, "28027", lay="skills",
  roles=[R("Concord Auto Parts Plant", "Concord, NC", "Industrial Maintenance Technician", "Industrial Maintenance", "2019-06")],
  shift="day")

P("Cedric Moore", MT, "28204", lay="classic",
  roles=[R("Uptown Office Towers", "Charlotte, NC", "Building Engineer / Facilities Maintenance", "Facilities Maintenance", "2023-11"),
         R("Charlotte Packaging", "Charlotte, NC", "Maintenance Technician (production)", "Industrial Maintenance", "2021-10", "2023-10")])

P("Larry Dunn", MT, "28210", lay="trades",
  roles=[R("SouthPark Apartments", "Charlotte, NC", "Apartment Maintenance Tech", "Apartment Maintenance", "2024-02"),
         R("Queen City Metal Works", "Charlotte, NC", "Industrial Maintenance Tech", "Industrial Maintenance", "2022-06", "2023-12")])

P("Kevin Price", MT, "28081", lay="linkedin",
  roles=[R("Cabarrus County Schools", "Concord, NC", "Facilities Maintenance Technician", "Facilities Maintenance", "2017-03")])

P("Marty Sims", MT, "28025", lay="terse",
  roles=[R("Concord Mills Residential", "Concord, NC", "Maintenance Supervisor - apartments", "Apartment Maintenance", "2020-05")])

P("Phil Cooper", MT, "28083", lay="classic",
  roles=[R("Kannapolis Foods", "Kannapolis, NC", "Facilities Maintenance Tech (buildings & grounds)", "Facilities Maintenance", "2024-01"),
         R("Kannapolis Foods", "Kannapolis, NC", "Maintenance Technician (production lines)", "Industrial Maintenance", "2022-03", "2023-12")],
  shift="day")

P("Randy Oakes", MT, "28150", lay="trades",
  roles=[R("Cleveland County Textiles", "Shelby, NC", "Industrial Maintenance Mechanic", "Industrial Maintenance", "2015-08")])

P("Hector Diaz", "HVAC Technician", "28025", lay="skills",
  roles=[R("Concord Heating & Air", "Concord, NC", "HVAC Service Technician (residential/light commercial)", "Residential HVAC", "2019-01")],
  certs="EPA608-Universal")

P("Bill Thornton", EL, "28027", lay="trades",
  roles=[R("Concord Motor Works", "Concord, NC", "Industrial Electrician (plant)", "Industrial Electrical", "2016-02")],
  lic=["Journeyman_Electrician NC 2028-06-30"], lic_style=1)

P("Curtis Boone", WE, "70805", lay="trades",
  roles=[R("Capitol Steel Erectors", "Baton Rouge, LA", "Structural Welder (SMAW/FCAW), AWS D1.1", "Structural Welding", "2018-04")],
  certs="AWS-D1.1 6G TWIC:2028-12")

P("Ray Landry", WE, "70601", lay="classic",
  roles=[R("Lake Area Fabrication", "Sulphur, LA", "Fabrication Welder (MIG)", "Fabrication Welding", "2023-08"),
         R("Calcasieu Pipe Services", "Lake Charles, LA", "Pipe Welder", "Pipe Welding", "2021-05", "2023-05")],
  certs="6G")

P("Marlon Tate", DR, "43015", lay="terse",
  roles=[R("Central Ohio Steel Hauling", "Delaware, OH", "Flatbed Driver - Class A", "Flatbed", "2020-04")],
  lic=["CDL-A OH 2028-08-31"], certs="DOT-Medical:2028-04", lic_style=1)

P("Dana Whitlock", DR, "43123", lay="classic",
  roles=[R("Grove City Lawn & Landscape", "Grove City, OH", "Crew Lead", None, "2024-03", profession="Landscaper"),
         R("Trans-Ohio Carriers", "Columbus, OH", "OTR Driver Trainee / Solo - dry van", "Dry Van/Reefer", "2023-05", "2023-12")],
  lic=["CDL-A OH 2028-05-31"], certs="DOT-Medical:2025-05", lic_style=0)

P("Gary Lutz", MT, "28083", lay="trades",
  roles=[R("Kannapolis Regional Hospital", "Kannapolis, NC", "Facilities Maintenance Mechanic", "Facilities Maintenance", "2015-06")])

P("Nate Brooks", MT, "28027", lay="skills",
  roles=[R("Concord Logistics Park", "Concord, NC", "Facilities Technician", "Facilities Maintenance", "2024-05"),
         R("Carolina Precision Plastics", "Concord, NC", "Maintenance Technician (molding)", "Industrial Maintenance", "2022-06", "2024-04")],
  shift="day")
